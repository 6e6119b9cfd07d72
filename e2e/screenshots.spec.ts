import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront } from './helpers';

const PAGES = [
  ['home', '/it'],
  ['quiz-home', '/en/quiz-home'],
  ['category', '/fr/sicurezza'],
  ['certification', '/es/certifications/ccna'],
  ['suggested', '/en/suggested-quizzes'],
  ['terms', '/it/terms-conditions'],
  ['not-found', '/en/nowhere'],
  ['login', '/it/login'],
  ['login-fr', '/fr/login'],
  ['register', '/en/register'],
  ['register-es', '/es/register'],
  ['forgot-password', '/fr/forgot-password'],
  ['reset-password', '/en/reset-password?token=from-the-mail'],
] as const;

for (const [name, path] of PAGES) {
  test(`${name} fits the screen and is captured`, async ({ page }, testInfo) => {
    await acceptCookiesUpFront(page);
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Nothing wider than the viewport: no sideways scrolling on a 360 px phone.
    // (On a phone the layout viewport grows with the content, so compare with the device width.)
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-${name}.png`, fullPage: true });
  });
}
