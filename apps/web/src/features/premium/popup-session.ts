import type { User } from '@certamen/shared';

/** docs/product.md, Premium: the popup shows once per browser session (tab), remembered here. */
const SHOWN_KEY = 'certamen:premium-popup-shown';

/** Pages where a modal would be in the way: a running quiz (an exam's clock, a review session), the premium pages themselves, administration. */
const QUIET_PATHS = [/^\/[a-z]{2}\/quiz\/topic\//, /^\/[a-z]{2}\/quiz\/[^/]+\/mixed/, /^\/[a-z]{2}\/quiz\/review\//, /^\/[a-z]{2}\/premium(\/|$)/, /^\/[a-z]{2}\/admin(\/|$)/];

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) !== null;
  } catch {
    // Without session storage we cannot keep "once": better never than on every page.
    return true;
  }
}

export function markPopupShown(): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // Nothing to remember it in; alreadyShown() says "shown" in that case anyway.
  }
}

/**
 * Logged-in learners only: never admins (spec), nor learners who already have Premium (nothing to ask them), and
 * not twice in a session. Kept tiny: the layout imports it, the popup itself is a chunk of its own.
 */
export function shouldOfferPremiumPopup(user: User | null, pathname: string): boolean {
  if (!user || user.role === 'admin' || user.is_premium) return false;
  if (QUIET_PATHS.some((path) => path.test(pathname))) return false;
  return !alreadyShown();
}
