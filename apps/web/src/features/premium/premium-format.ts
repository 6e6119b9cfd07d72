import type { Language, PremiumPrice } from '@certamen/shared';
import type { TFunction } from 'i18next';
import { ApiError, NetworkError, retryAfterMinutes } from '../../lib/api-client';
import { formatDate, localeOf } from '../../lib/format';

/** 6.99 EUR as the page's language writes it ("6,99 €", "€6.99"). */
export function formatPrice(amount: string, currency: string, lang: Language): string {
  return new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency }).format(Number(amount));
}

/** "6,99 € ogni 2 settimane". */
export function priceLabel(price: PremiumPrice, currency: string, lang: Language, t: TFunction): string {
  return t(`premium.periods.${price.period}`, { price: formatPrice(price.amount, currency, lang) });
}

/** Premium starts at 00:00 UTC of its launch day (docs/product.md, Premium). */
export const launchTime = (launchDate: string) => new Date(`${launchDate}T00:00:00Z`).getTime();

/** A YYYY-MM-DD day written out in the page's language ("31 agosto 2025"), read as that calendar day wherever the browser is. */
export const longDate = (day: string, lang: Language) => formatDate(`${day}T12:00:00Z`, lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The server refused the e-mail address (the field to mark as invalid). */
export const isEmailError = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 400 && JSON.stringify(error.details ?? '').includes('email');

/** A failed answer, in the user's language (docs/product.md, Limits and errors). */
export function interestErrorText(error: unknown, t: TFunction): string {
  if (error instanceof NetworkError) return t(error.reason === 'timeout' ? 'premium.errors.timeout' : 'premium.errors.network');
  if (error instanceof ApiError) {
    if (error.status === 429) return t('premium.errors.rateLimited', { count: retryAfterMinutes(error) ?? 1 });
    if (error.status === 400) return isEmailError(error) ? t('premium.errors.email') : t('premium.errors.validation');
  }
  return t('premium.errors.generic');
}
