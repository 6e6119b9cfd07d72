import { DEFAULT_LANGUAGE, FALLBACK_BROWSER_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@certamen/shared';

/** The language a path names in its first segment; paths without one read as Italian (docs/product.md, Languages and routes). */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

export function hasLanguagePrefix(pathname: string): boolean {
  return isLanguage(pathname.split('/')[1]);
}

/** The first of the browser's preferred languages that we offer, else English. */
export function browserLanguage(preferred: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return FALLBACK_BROWSER_LANGUAGE;
}

/** Localised spellings of the suggested-quizzes page; every spelling works in every language. */
export const SUGGESTED_QUIZZES_SLUG: Record<Language, string> = {
  it: 'quiz-suggeriti',
  en: 'suggested-quizzes',
  fr: 'quiz-suggeres',
  es: 'quiz-sugeridos',
};

/** The same page in another language: swaps the prefix (and a localised slug), keeps the rest. */
export function switchLanguagePath(pathname: string, to: Language): string {
  const segments = pathname.split('/');
  const rest = hasLanguagePrefix(pathname) ? segments.slice(2) : segments.slice(1);
  const localised = rest.map((segment, index) =>
    index === 0 && Object.values(SUGGESTED_QUIZZES_SLUG).includes(segment) ? SUGGESTED_QUIZZES_SLUG[to] : segment,
  );
  return `/${[to, ...localised].join('/')}`.replace(/\/$/, '') || `/${to}`;
}

export { LANGUAGES };
export type { Language };
