import type { Language } from '@certamen/shared';

/** The locale each page language formats dates and numbers in. */
const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR', es: 'es-ES' };

export function localeOf(lang: Language): string {
  return LOCALES[lang];
}

/** A date (ISO text) in the page's language, e.g. 03/11/2026 in Italian; the text as it is when it is no date. */
export function formatDate(value: string, lang: Language, options: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' }): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(localeOf(lang), options).format(date);
}

export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(localeOf(lang)).format(value);
}
