import type { Page } from '@playwright/test';

/**
 * The Premium popup shows once per session to a logged-in learner (e2e/premium.spec.ts checks it): elsewhere it would
 * cover the page under test, so the journeys start with it already "shown" (apps/web/src/features/premium/popup-session.ts).
 */
export const PREMIUM_POPUP_SHOWN_KEY = 'certamen:premium-popup-shown';

/** Accepts cookies before the page loads so the banner does not cover what a test looks at (nor the Premium popup). */
export async function acceptCookiesUpFront(page: Page) {
  await page.addInitScript((popupKey) => {
    window.localStorage.setItem('cookie_consent', 'accepted');
    window.sessionStorage.setItem(popupKey, '1');
  }, PREMIUM_POPUP_SHOWN_KEY);
}

/** Pages that mean "this link leads nowhere". */
export const NOT_FOUND_SELECTOR = '[data-testid="not-found"], [data-testid="certification-not-found"], [data-testid="quiz-not-found"]';

/** Starts the page logged in: the session keys the app reads at start (docs/product.md, Languages and routes), and cookies accepted. */
export async function useSession(page: Page, token: string, user: unknown) {
  await page.addInitScript(
    ([storedToken, storedUser, popupKey]) => {
      window.localStorage.setItem('cookie_consent', 'accepted');
      window.localStorage.setItem('auth_token', storedToken);
      window.localStorage.setItem('user', storedUser);
      window.sessionStorage.setItem(popupKey, '1');
    },
    [token, JSON.stringify(user), PREMIUM_POPUP_SHOWN_KEY],
  );
}
