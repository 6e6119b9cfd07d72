import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront } from './helpers';

test.beforeEach(async ({ page }) => acceptCookiesUpFront(page));

test('an unknown certification slug says so, with the slug', async ({ page }) => {
  await page.goto('/it/certifications/no-such-cert');
  await expect(page.getByRole('heading', { level: 1, name: 'Certificazione non trovata' })).toBeVisible();
  await expect(page.getByText('«no-such-cert»')).toBeVisible();
  await page.goto('/en/certifications/no-such-cert');
  await expect(page.getByRole('heading', { level: 1, name: 'Certification not found' })).toBeVisible();
});

test('an unknown quiz slug shows "Quiz non trovato"', async ({ page }) => {
  await page.goto('/it/quiz/no-such-quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz non trovato' })).toBeVisible();
});

test('an unknown page shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/fr/nothing/here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/fr$/);
});

test('spec aliases open the same certification', async ({ page }) => {
  for (const alias of ['oracle-database', 'oracle-database-sql', 'oracle-sql']) {
    await page.goto(`/en/certifications/${alias}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Oracle Database SQL' })).toBeVisible();
  }
  await page.goto('/en/quiz/cisco-ccna');
  await expect(page.getByRole('heading', { level: 1, name: 'Cisco CCNA quizzes' })).toBeVisible();
});
