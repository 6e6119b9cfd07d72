import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { PREMIUM_POPUP_SHOWN_KEY } from './helpers';

// docs/product.md, Premium. Desktop only (playwright.config.ts); the phone layout is checked by screenshots at 360 px.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const SHOTS = 'test-results/screenshots';
const SECURITY_PLUS = 6;
let counter = 0;

interface Session {
  token: string;
  user: { id: number; username: string; email: string };
}

async function newLearner(request: APIRequestContext): Promise<Session> {
  counter += 1;
  const name = `prem${Date.now().toString(36)}${counter}`.slice(0, 30);
  const response = await request.post('/api/auth/register', { data: { username: name, email: `${name}@example.com`, password: 'secret-pass1' } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Session;
}

async function admin(request: APIRequestContext): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Session;
}

/** Logged in as the app reads it at start; unlike e2e/helpers.ts useSession, the popup is left to do its job unless told. */
async function startSession(page: Page, session: Session, options: { popupAlreadyShown?: boolean } = {}) {
  await page.addInitScript(
    ([token, user, popupKey, skipPopup]) => {
      window.localStorage.setItem('cookie_consent', 'accepted');
      window.localStorage.setItem('auth_token', token);
      window.localStorage.setItem('user', user);
      if (skipPopup) window.sessionStorage.setItem(popupKey, '1');
    },
    [session.token, JSON.stringify(session.user), PREMIUM_POPUP_SHOWN_KEY, options.popupAlreadyShown ? '1' : ''] as const,
  );
}

/** A new browser session (its own sessionStorage): the same learner, as after closing and reopening the browser. */
async function freshSessionPage(browser: Browser, session: Session) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await startSession(page, session);
  return page;
}

test('the popup shows once per session to a learner, keeps focus inside, and never shows to an admin', async ({ page, request, browser }) => {
  const learner = await newLearner(request);
  await startSession(page, learner);
  await page.goto('/en/profile');
  const popup = page.getByRole('dialog', { name: 'Would you like Certamen Premium?' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('50% off the first month');
  // Focus starts inside and stays there: Tab from the last control comes back to the first.
  await expect(popup.getByRole('radio', { name: 'Yes' })).toBeFocused();
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null || document.activeElement === document.body)).toBe(true);
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}/premium-popup-360-en.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(page.locator('#main')).toBeFocused();

  // Not again in this session: another page, then a reload.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Quiz', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/quiz-home$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByTestId('premium-popup')).toHaveCount(0);

  // A new session (Italian this time): the answer is required, a failure says so in Italian, a success closes it.
  const second = await freshSessionPage(browser, learner);
  await second.goto('/it/quiz-home');
  const popupIt = second.getByRole('dialog', { name: 'Ti piacerebbe Certamen Premium?' });
  await expect(popupIt).toBeVisible();
  await popupIt.getByRole('button', { name: 'Invia' }).click();
  await expect(popupIt.getByText('Scegli una risposta.')).toBeVisible();
  await popupIt.getByRole('radio', { name: 'Sì' }).check();
  await popupIt.getByLabel('Vuoi dirci qualcosa? (facoltativo)').fill('Più argomenti di sicurezza');
  await second.route('**/api/premium-interest', (route) => route.fulfill({ status: 500, body: '{"error":"internal_error","message":"x"}', contentType: 'application/json' }));
  await popupIt.getByRole('button', { name: 'Invia' }).click();
  await expect(popupIt.getByRole('alert')).toHaveText("Errore durante l'invio, riprova.");
  await expect(popupIt).toBeVisible();
  await second.unroute('**/api/premium-interest');
  await popupIt.getByRole('button', { name: 'Invia' }).click();
  await expect(popupIt).toBeHidden();
  await second.context().close();

  // The admin never sees it, and reads the answer among the counts.
  const boss = await admin(request);
  const adminPage = await freshSessionPage(browser, boss);
  await adminPage.goto('/en/admin/premium-interest');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Premium interest' })).toBeVisible();
  const row = adminPage.getByTestId('premium-interest-table').getByRole('row').filter({ hasText: learner.user.username });
  await expect(row).toContainText('Yes');
  await expect(row).toContainText('Più argomenti di sicurezza');
  // An empty e-mail in the popup is the learner's own.
  await expect(row).toContainText(learner.user.email);
  await expect(adminPage.getByTestId('premium-interest-by-answer')).toContainText('Yes');
  await adminPage.screenshot({ path: `${SHOTS}/premium-admin-1440-en.png`, fullPage: true });
  await adminPage.goto('/en/profile');
  await expect(adminPage.getByRole('heading', { level: 1 })).toBeVisible();
  await adminPage.waitForTimeout(500);
  await expect(adminPage.getByTestId('premium-popup')).toHaveCount(0);
  await adminPage.context().close();
});

test('a locked topic says why and links to the upgrade page; once an admin grants Premium it opens, with explanations', async ({ page, request }) => {
  const learner = await newLearner(request);
  await startSession(page, learner, { popupAlreadyShown: true });
  const topics = (await (await request.get(`/api/get-topics/${SECURITY_PLUS}?lang=en`)).json()) as { id: number; title: string }[];
  const locked = topics[3];

  await page.goto('/en/certifications/security-plus');
  const lockedItem = page.getByTestId('topic-item').filter({ hasText: locked.title });
  await expect(lockedItem).toContainText('Premium topic: the first 3 topics of each certification are free.');
  await expect(lockedItem.getByRole('link', { name: 'Discover Premium' })).toHaveAttribute('href', '/en/premium/upgrade');
  await page.setViewportSize({ width: 360, height: 740 });
  await lockedItem.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/premium-locked-topic-360-en.png` });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The quiz itself, opened by its address, says the same.
  await page.goto(`/en/quiz/topic/${locked.id}`);
  await expect(page.getByTestId('premium-lock')).toContainText('This topic is for Premium users');

  // A free topic's explanation is locked too (the free period is over), with the way to Premium.
  await page.goto(`/en/quiz/topic/${topics[0].id}`);
  await page.locator('.answer').first().click();
  const explanationLock = page.getByTestId('premium-lock');
  await expect(explanationLock).toContainText('Explanation available to Premium users only');
  await explanationLock.getByRole('link', { name: 'Discover Premium' }).click();
  await expect(page).toHaveURL(/\/en\/premium\/upgrade$/);
  await expect(page.getByTestId('premium-comparison')).toContainText('The first 3');
  await expect(page.getByRole('link', { name: 'Try the Premium preview: no card needed yet' })).toBeVisible();

  // An administrator grants Premium.
  const boss = await admin(request);
  const granted = await request.put(`/api/admin/users/${learner.user.id}`, { data: { is_premium: true }, headers: { authorization: `Bearer ${boss.token}` } });
  expect(granted.status()).toBe(200);

  await page.goto('/en/certifications/security-plus');
  await page.getByTestId('topic-item').filter({ hasText: locked.title }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/en/quiz/topic/${locked.id}`));
  await page.locator('.answer').first().click();
  await expect(page.getByRole('status').filter({ hasText: /Correct!|Wrong answer/ })).toBeVisible();
  await expect(page.getByTestId('premium-lock')).toHaveCount(0);
  await expect(page.locator('.question-card .notice p').nth(1)).not.toBeEmpty();
  await page.goto('/en/premium/upgrade');
  await expect(page.getByTestId('premium-active')).toBeVisible();
});

test('the interest page: bare /premium resolves, Premium is said to be available once launched, and the counter grows on submit', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
  await page.goto('/premium');
  await expect(page).toHaveURL(/\/(it|en|fr|es)\/premium$/);
  await page.goto('/it/premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Certamen Premium è arrivato' })).toBeVisible();
  // The configured launch date (2025-08-31 by default) has passed: no countdown below zero.
  await expect(page.getByTestId('premium-available')).toContainText('Premium è disponibile');
  await expect(page.getByTestId('premium-countdown')).toHaveCount(0);
  const counter = page.getByTestId('premium-counter');
  const before = Number((await counter.textContent())!.match(/\d+/)![0]);
  expect(before).toBeGreaterThanOrEqual(83);
  await page.screenshot({ path: `${SHOTS}/premium-page-1440-it.png`, fullPage: true });

  await page.getByLabel('E-mail (facoltativa)').fill('not-an-email');
  await page.getByRole('button', { name: 'Mi interessa' }).click();
  await expect(page.getByRole('alert')).toContainText('Inserisci un indirizzo e-mail valido');
  await page.getByLabel('E-mail (facoltativa)').fill('curioso@example.org');
  await page.getByRole('radio', { name: '6,99 € ogni 2 settimane' }).check();
  await page.getByLabel('Cosa vorresti da Premium? (facoltativo)').fill('Simulazioni CCNA');
  await page.getByRole('button', { name: 'Mi interessa' }).click();
  await expect(page.getByTestId('premium-thanks')).toBeFocused();
  await expect(counter).toContainText(String(before + 1));

  await page.goto('/en/premium/upgrade');
  await expect(page.getByRole('heading', { level: 1, name: 'Free or Premium?' })).toBeVisible();
  await expect(page.getByText('€3.99 a week')).toBeVisible();
  await expect(page.getByText('50% off your first month')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/premium-upgrade-1440-en.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${SHOTS}/premium-upgrade-360-en.png`, fullPage: true });
  await page.goto('/fr/premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Certamen Premium est là' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${SHOTS}/premium-page-360-fr.png`, fullPage: true });
});
