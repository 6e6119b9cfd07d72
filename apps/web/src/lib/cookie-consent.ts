/** docs/product.md, Cookie consent and legal pages: consent is stored as accepted; a rejection only dismisses the banner for this view. */
export const COOKIE_CONSENT_KEY = 'cookie_consent';
/** Dispatched on window (e.g. by the terms page) to show the banner again. */
export const OPEN_COOKIE_PREFERENCES_EVENT = 'certamen:open-cookie-preferences';

export function hasAcceptedCookies(): boolean {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) === 'accepted';
  } catch {
    return false;
  }
}

export function acceptCookies(): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
  } catch {
    // Storage can be disabled (private mode); the choice then lasts for this view.
  }
}

export function withdrawCookieConsent(): void {
  try {
    localStorage.removeItem(COOKIE_CONSENT_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function openCookiePreferences(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES_EVENT));
}
