import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront } from './helpers';

test.describe('language prefix', () => {
  test('a bare visit goes to the browser language, replacing history', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/en/quiz-home');
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByRole('link', { name: 'Explorer les quiz' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The bare address was replaced: back skips it.
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/quiz-home$/);
    await context.close();
  });

  test('an unsupported browser language falls back to English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/quiz-home');
    await expect(page).toHaveURL(/\/en\/quiz-home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All quizzes' })).toBeVisible();
    await context.close();
  });

  test('a bare path keeps its query and hash', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto('/certifications/ccna?from=mail#topics');
    await expect(page).toHaveURL(/\/es\/certifications\/ccna\?from=mail#topics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cisco CCNA' })).toBeVisible();
    await context.close();
  });

  test('the switcher keeps the page and query, and replaces history', async ({ page }) => {
    await acceptCookiesUpFront(page);
    await page.goto('/it/quiz-home');
    await page.goto('/it/certifications/ccna?ref=share');
    await expect(page.getByText('Soglia di superamento')).toBeVisible();
    await page.getByLabel('Lingua').selectOption('es');
    await expect(page).toHaveURL(/\/es\/certifications\/ccna\?ref=share$/);
    await expect(page.getByText('Nota para aprobar')).toBeVisible();
    await page.getByLabel('Idioma').selectOption('en');
    await expect(page).toHaveURL(/\/en\/certifications\/ccna\?ref=share$/);
    await page.goBack();
    // Switching replaced the entry: back leads to the page before, not to another language of this one.
    await expect(page).toHaveURL(/\/it\/quiz-home$/);
  });

  test('the suggested-quizzes page answers under every language spelling', async ({ page }) => {
    await acceptCookiesUpFront(page);
    for (const [path, heading] of [
      ['/it/quiz-suggeriti', 'Quiz suggeriti'],
      ['/en/suggested-quizzes', 'Suggested quizzes'],
      ['/fr/quiz-suggeres', 'Quiz suggérés'],
      ['/es/quiz-sugeridos', 'Quiz sugeridos'],
      ['/en/quiz-suggeriti', 'Suggested quizzes'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });
});
