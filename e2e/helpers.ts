import type { Page } from '@playwright/test';

/** Accepts cookies before the page loads so the banner does not cover what a test looks at. */
export async function acceptCookiesUpFront(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
}

/** Pages that mean "this link leads nowhere". */
export const NOT_FOUND_SELECTOR = '[data-testid="not-found"], [data-testid="certification-not-found"], [data-testid="quiz-not-found"]';
