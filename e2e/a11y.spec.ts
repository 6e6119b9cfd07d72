import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { acceptCookiesUpFront, useSession } from './helpers';

// docs/operations.md, Accessibility: every page passes axe (WCAG 2.1 A and AA rules) with no serious or
// critical violation, and the main journeys work with the keyboard alone.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical violations on the page as it is now, one readable line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
}

async function expectAccessible(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.locator(ready).first()).toBeVisible();
  expect(await seriousViolations(page), `${path} has no serious or critical axe violation`).toEqual([]);
}

/** Presses Tab until the element has the focus: proof it is reachable by keyboard, in a sensible number of steps. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, maxSteps = 40) {
  for (let step = 0; step < maxSteps; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with ${maxSteps} presses of Tab`);
}

let counter = 0;
async function newLearner(request: APIRequestContext) {
  counter += 1;
  const name = `a11y${Date.now().toString(36)}${counter}`;
  const response = await request.post('/api/auth/register', { data: { username: name, email: `${name}@example.com`, password: 'secret-pass1', lang: 'en' } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { token: string; user: { id: number } };
}

const PUBLIC_PAGES: Array<[string, string]> = [
  ['/it', 'main h1'],
  ['/en/quiz-home', 'main h1'],
  ['/fr/sicurezza', 'main h1'],
  ['/es/certifications/comptia-security-plus', 'main h1'],
  ['/en/suggested-quizzes', 'main h1'],
  ['/it/login', 'form'],
  ['/en/register', 'form'],
  ['/fr/forgot-password', 'form'],
  ['/en/leaderboard', 'main h1'],
  ['/it/privacy-policy', 'main h1'],
  ['/fr/premium', 'main h1'],
  ['/es/premium/upgrade', 'main h1'],
  ['/en/no-such-page', 'main h1'],
];

test('public pages have no serious or critical accessibility violation', async ({ page }) => {
  await acceptCookiesUpFront(page);
  for (const [path, ready] of PUBLIC_PAGES) await expectAccessible(page, path, ready);
});

test('at phone width the main pages have no serious or critical accessibility violation', async ({ page }) => {
  await acceptCookiesUpFront(page);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [path, ready] of [['/en', 'main h1'], ['/it/certifications/ccna', 'main h1'], ['/es/login', 'form']]) await expectAccessible(page, path, ready);
});

test('the cookie banner is accessible and can be accepted with the keyboard alone', async ({ page }) => {
  await page.goto('/en');
  const banner = page.getByRole('region', { name: /cookie/i }).or(page.getByTestId('cookie-banner'));
  await expect(banner.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await tabTo(page, page.getByRole('button', { name: /accept/i }).first());
  await page.keyboard.press('Enter');
  await expect(banner.first()).toBeHidden();
});

test("a learner's pages have no serious or critical accessibility violation", async ({ page, request }) => {
  const learner = await newLearner(request);
  await useSession(page, learner.token, learner.user);
  await expectAccessible(page, '/en/profile', '[data-testid="profile-page"], main h1');
  await expectAccessible(page, '/en/certifications/comptia-security-plus', 'main h1');
  const topics = await (await request.get('/api/get-topics/6')).json();
  await page.goto(`/en/quiz/topic/${topics[0].id}`);
  await expect(page.locator('.answer').first()).toBeVisible();
  expect(await seriousViolations(page), 'the quiz page before an answer').toEqual([]);
  await page.locator('.answer').first().click();
  await expect(page.getByRole('status').filter({ hasText: /Correct!|Wrong answer/ })).toBeVisible();
  expect(await seriousViolations(page), 'the quiz page with feedback and explanation').toEqual([]);
});

test('an administrator\'s pages have no serious or critical accessibility violation', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(login.ok()).toBe(true);
  const admin = (await login.json()) as { token: string; user: unknown };
  await useSession(page, admin.token, admin.user);
  for (const path of ['/en/admin', '/en/admin/questions', '/en/admin/feedback', '/en/admin/triage', '/en/admin/users', '/en/admin/premium-interest']) {
    await expectAccessible(page, path, 'main h1');
  }
});

test('a visitor signs in and answers a quiz question with the keyboard alone', async ({ page, request }) => {
  const name = `kbd${Date.now().toString(36)}`;
  expect((await request.post('/api/auth/register', { data: { username: name, email: `${name}@example.com`, password: 'secret-pass1', lang: 'en' } })).status()).toBe(201);
  await acceptCookiesUpFront(page);
  await page.goto('/en/login');
  await expect(page.getByLabel(/e-?mail/i).first()).toBeVisible();

  // The first Tab reaches the skip link, which moves the focus past the header.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText(/skip|content/i);
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByLabel(/e-?mail/i).first());
  await page.keyboard.type(`${name}@example.com`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('secret-pass1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/profile/);

  const topics = await (await request.get('/api/get-topics/6')).json();
  await page.goto(`/en/quiz/topic/${topics[0].id}`);
  await expect(page.locator('.answer').first()).toBeVisible();
  // Answers are real buttons: Tab reaches one and Enter chooses it.
  await tabTo(page, page.locator('.answer').first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /Correct!|Wrong answer/ })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 of 10 answered')).toBeVisible();
});
