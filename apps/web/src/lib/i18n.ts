import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@certamen/shared';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import it from '../locales/it.json';

export const resources = { it: { translation: it }, en: { translation: en }, fr: { translation: fr }, es: { translation: es } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    // Keys are typed from the Italian resource: a typo in t('...') fails the typecheck.
    resources: { translation: typeof it };
  }
}

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
