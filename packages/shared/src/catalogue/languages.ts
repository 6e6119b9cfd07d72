export const LANGUAGES = ['it', 'en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The product's own language: the one the spec's messages are written in. */
export const DEFAULT_LANGUAGE: Language = 'it';
/** Used when the browser asks for none of ours (docs/product.md, Catalogue). */
export const FALLBACK_BROWSER_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
