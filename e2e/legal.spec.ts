import { expect, test } from '@playwright/test';

test('the cookie banner remembers Accept, and Reject only for this view', async ({ page }) => {
  await page.goto('/en');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Reject' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Explore quizzes' })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('the terms page links the other policies and reopens cookie preferences', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
  await page.goto('/it/terms-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Termini e condizioni' })).toBeVisible();
  await expect(page.getByText(/Ultimo aggiornamento: 22 novembre 2026/)).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/it\/terms-conditions$/);
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/fr\/terms-conditions$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Cookie policy' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Consenso ai cookie' })).toBeHidden();
  await page.getByRole('button', { name: 'Gestisci preferenze cookie' }).click();
  await expect(page.getByRole('region', { name: 'Consenso ai cookie' })).toBeVisible();
});

test('Escape leaves a policy page: back when there is history, home when opened directly', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
  await page.goto('/es/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/es$/);

  await page.goto('/en/quiz-home');
  await page.goto('/en/terms-conditions');
  await page.getByRole('main').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/en\/privacy-policy$/);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/en\/terms-conditions$/);
});
