import type { Page } from '@playwright/test';

/** Accepts cookies before the page loads so the banner does not cover what a test looks at. */
export async function acceptCookiesUpFront(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
}

/** Pages that mean "this link leads nowhere". */
export const NOT_FOUND_SELECTOR = '[data-testid="not-found"], [data-testid="certification-not-found"], [data-testid="quiz-not-found"]';

/** Starts the page logged in: the session keys the app reads at start (docs/product.md, Languages and routes), and cookies accepted. */
export async function useSession(page: Page, token: string, user: unknown) {
  await page.addInitScript(
    ([storedToken, storedUser]) => {
      window.localStorage.setItem('cookie_consent', 'accepted');
      window.localStorage.setItem('auth_token', storedToken);
      window.localStorage.setItem('user', storedUser);
    },
    [token, JSON.stringify(user)],
  );
}
