import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@certamen/shared';
import { languageFromPath } from './language';

declare module 'i18next' {
  interface CustomTypeOptions {
    // Keys are typed from the Italian resource: a typo in t('...') fails the typecheck.
    resources: { translation: typeof import('../locales/it.json') };
  }
}

/** The language the first screen needs: the path's (a path without a prefix reads as Italian, docs/product.md, Languages and routes). */
const initial = typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageFromPath(window.location.pathname);

// Each language's texts are a chunk of their own, fetched when that language is first shown: a
// visitor downloads one language, not four. Every locale holds every key (locales.test.ts), so there
// is no fallback language to fetch as well.
await i18n
  .use(resourcesToBackend((language: string) => import(`../locales/${language}.json`)))
  .use(initReactI18next)
  .init({
    lng: initial,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Switching language keeps the page on screen until the new texts have arrived.
    react: { useSuspense: false },
  });

export default i18n;
