import { describe, expect, it } from 'vitest';
import { browserLanguage, languageFromPath, switchLanguagePath } from './language';

describe('language rules', () => {
  it('reads the language from the path, Italian when there is none', () => {
    expect(languageFromPath('/fr/base')).toBe('fr');
    expect(languageFromPath('/base')).toBe('it');
    expect(languageFromPath('/de/base')).toBe('it');
  });

  it("takes the browser's first supported language, else English", () => {
    expect(browserLanguage(['fr-CH', 'en'])).toBe('fr');
    expect(browserLanguage(['de-DE', 'es-MX'])).toBe('es');
    expect(browserLanguage(['de-DE', 'ja'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('switches language keeping the rest of the path', () => {
    expect(switchLanguagePath('/it/certifications/ccna', 'es')).toBe('/es/certifications/ccna');
    expect(switchLanguagePath('/en', 'fr')).toBe('/fr');
    expect(switchLanguagePath('/it/quiz-suggeriti', 'en')).toBe('/en/suggested-quizzes');
    expect(switchLanguagePath('/en/suggested-quizzes', 'fr')).toBe('/fr/quiz-suggeres');
  });
});
