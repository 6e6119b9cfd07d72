import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront } from './helpers';

test.beforeEach(async ({ page }) => acceptCookiesUpFront(page));

const MOTIVATIONS_EN = [
  'Every question today is one more point on exam day.',
  'Ten minutes a day beat a night with the books.',
  'Getting it wrong in practice is the best way to get it right in the exam.',
  "Consistency beats talent when talent doesn't practise.",
  "One topic at a time: that's how a certification is built.",
  "Practise with method and you'll walk into the exam calm.",
];

test('home shows the tagline, eight categories and the four features', async ({ page }) => {
  await page.goto('/it');
  await expect(page.getByText('La competenza fa la differenza').first()).toBeVisible();
  await expect(page.locator('.tile-grid a')).toHaveCount(8);
  await expect(page.locator('.feature-grid li')).toHaveCount(4);
  // Home is where we are: the bottom navigation offers no Home entry.
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  await expect(nav.getByRole('link')).toHaveText(['Quiz', 'Suggeriti', 'Accedi']);
  await page.getByRole('link', { name: 'Esplora i quiz' }).click();
  await expect(page).toHaveURL(/\/it\/quiz-home$/);
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Quiz', 'Suggeriti', 'Accedi']);
});

test('a category page lists its certifications, a mixed quiz and one of six motivational lines', async ({ page }) => {
  await page.goto('/en/reti');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose where to start' })).toBeVisible();
  expect(MOTIVATIONS_EN).toContain(await page.getByTestId('motivation').textContent());
  const cards = page.locator('.card-grid > li');
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText('Cisco CCNA');
  await expect(page.getByRole('link', { name: /Mixed quiz/ })).toHaveAttribute('href', '/en/quiz/reti/mixed');
});

test('a quiz-home card opens its category; greyed chips are not links', async ({ page }) => {
  await page.goto('/es/quiz-home');
  await expect(page.getByText('Kotlin')).toBeVisible();
  await expect(page.getByRole('link', { name: /Kotlin/ })).toHaveCount(0);
  await page.getByText('Lenguajes y desarrollo de software').click();
  await expect(page).toHaveURL(/\/es\/programmazione$/);
});

test('a certification page shows exam facts from the catalogue and its topics from the bank', async ({ page }) => {
  await page.goto('/en/certifications/security-plus');
  await expect(page.getByRole('heading', { level: 1, name: 'CompTIA Security+' })).toBeVisible();
  const facts = page.locator('.facts-grid');
  await expect(facts).toContainText('90 minutes');
  await expect(facts).toContainText('80% correct answers');
  const topics = page.locator('.topic-list li');
  await expect(topics).toHaveCount(5);
  await expect(topics.first()).toContainText('Free');
  await expect(topics.nth(3)).toContainText('Premium');
  await page.getByLabel('Language').selectOption('it');
  await expect(page.locator('.topic-list li').first()).not.toContainText('General security concepts');
});
