import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { acceptCookiesUpFront } from './helpers';
import { resetLinkFor } from './mail-outbox';

interface Account {
  username: string;
  email: string;
  password: string;
}

const PASSWORD = 'Allenamento42';

/** Unique per call; the server limits registrations per address, so journeys create as few as they can. */
function newAccount(tag: string): Account {
  const id = `${tag}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { username: id, email: `${id}@example.com`, password: PASSWORD };
}

/** One registered account per worker for the journeys that only log in with it. */
const test = base.extend<object, { account: Account }>({
  account: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const account = newAccount('w');
      const response = await request.post('/api/auth/register', { data: { ...account, lang: 'it' } });
      expect(response.status(), await response.text()).toBe(201);
      await request.dispose();
      await use(account);
    },
    { scope: 'worker' },
  ],
});

test.beforeEach(async ({ page }) => acceptCookiesUpFront(page));

/** docs/product.md, Languages and routes: 'Esci' on wide screens, 'Logout' under 768 px. */
const logoutLabel = (testInfo: TestInfo) => ((testInfo.project.use.viewport?.width ?? 1440) < 768 ? 'Logout' : 'Esci');

const storedSession = (page: Page) =>
  page.evaluate(() => ({
    local: [localStorage.getItem('auth_token'), localStorage.getItem('user')],
    session: [sessionStorage.getItem('auth_token'), sessionStorage.getItem('user')],
  }));

async function fillLogin(page: Page, account: Pick<Account, 'email' | 'password'>, labels = { email: 'E-mail', password: 'Password' }) {
  await page.getByLabel(labels.email, { exact: true }).fill(account.email);
  await page.getByLabel(labels.password, { exact: true }).fill(account.password);
}

test('register, log out through the confirmation, then reset a forgotten password from the e-mail', async ({ page }, testInfo) => {
  const account = newAccount('r');
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });

  // Register: straight to the profile, logged in.
  await page.goto('/it/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Crea il tuo account' })).toBeVisible();
  await page.getByLabel('Nome utente').fill(account.username);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Conferma la password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page).toHaveURL(/\/it\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profilo' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Accedi' })).toHaveCount(0);
  expect((await storedSession(page)).local[0]).toBeTruthy();
  // The logged-in header fits the screen too.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-profile.png`, fullPage: true });

  // Log out: the question first; Escape keeps the session.
  const logout = page.getByRole('banner').getByRole('button', { name: logoutLabel(testInfo), exact: true });
  await logout.click();
  const dialog = page.getByRole('dialog', { name: 'Sei sicuro di voler uscire?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Annulla' })).toBeFocused();
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-logout-dialog.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(logout).toBeFocused();
  await expect(page).toHaveURL(/\/it\/profile$/);
  await logout.click();
  await dialog.getByRole('button', { name: 'Esci', exact: true }).click();
  await expect(page.getByText('Logout effettuato con successo!')).toBeVisible();
  await expect(page).toHaveURL(/\/it$/);
  await expect(nav.getByRole('link', { name: 'Accedi' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: logoutLabel(testInfo) })).toHaveCount(0);
  expect(await storedSession(page)).toEqual({ local: [null, null], session: [null, null] });
  await page.goto('/it/profile');
  await expect(page).toHaveURL(/\/it\/login\?redirect=%2Fit%2Fprofile$/);

  // Forgot: the same neutral confirmation for a known and an unknown address.
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  await expect(page).toHaveURL(/\/it\/forgot-password$/);
  await page.getByLabel('E-mail').fill(`nobody-${account.email}`);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByTestId('forgot-sent')).toContainText('Controlla la posta');
  await page.reload();
  await page.getByLabel('E-mail').fill(`  ${account.email.toUpperCase()}  `);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByTestId('forgot-sent')).toContainText('Controlla la posta');
  await expect(page.getByRole('button', { name: 'Invia il link' })).toHaveCount(0);

  // Reset from the link in the e-mail (in the language the request was made in).
  const link = await resetLinkFor(account.email);
  expect(link).toMatch(/^\/it\/reset-password\?token=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reimposta la password' })).toBeVisible();
  const newPassword = 'NuovaChiave77';
  await page.getByLabel('Nuova password', { exact: true }).fill(newPassword);
  await page.getByLabel('Ripeti la nuova password', { exact: true }).fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page.getByText('Le password non coincidono.')).toBeVisible();
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-reset-errors.png`, fullPage: true });
  await page.getByRole('button', { name: 'Mostra la password ripetuta' }).click();
  await expect(page.getByLabel('Ripeti la nuova password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Ripeti la nuova password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page.getByText('Password aggiornata!')).toBeVisible();
  await expect(page).toHaveURL(/\/it\/login$/);

  // The old password no longer works; the new one does.
  await fillLogin(page, account);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail o password non corretti.');
  await fillLogin(page, { email: account.email, password: newPassword });
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/it\/profile$/);

  // A reset link works once.
  await page.goto(link);
  await page.getByLabel('Nuova password', { exact: true }).fill('Ancora123abc');
  await page.getByLabel('Ripeti la nuova password', { exact: true }).fill('Ancora123abc');
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Token non valido o scaduto.');
  await expect(page.getByRole('link', { name: 'Richiedi un nuovo link' })).toBeVisible();
});

test('logging in brings the user back to the page they asked for', async ({ page, account }) => {
  await page.goto('/en/quiz/topic/1');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fquiz%2Ftopic%2F1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Log in', exact: true });
  await expect(submit).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await fillLogin(page, account);
  await submit.click();
  await expect(page).toHaveURL(/\/en\/quiz\/topic\/1$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' })).toBeVisible();

  // Already logged in: the login page moves on at once, to ?redirect= when it is a path, else the profile.
  await page.goto('/en/login?redirect=/en/quiz-home');
  await expect(page).toHaveURL(/\/en\/quiz-home$/);
  await page.goto('/en/login?redirect=https://example.org/');
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
});

test('without "remember me" the session ends with the tab; with it, a new browser context is still logged in', async ({ page, browser, account }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL;
  const labels = { email: 'E-mail', password: 'Mot de passe' };
  await page.goto('/fr/login');
  await fillLogin(page, account, labels);
  await page.getByRole('checkbox', { name: 'Se souvenir de moi' }).uncheck();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr\/profile$/);
  const session = await storedSession(page);
  expect(session.local).toEqual([null, null]);
  expect(session.session[0]).toBeTruthy();
  // The same tab survives a reload...
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
  // ...a new browser with what this one keeps on disk does not.
  const forgetful = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  const other = await forgetful.newPage();
  await other.goto('/fr/profile');
  await expect(other).toHaveURL(/\/fr\/login\?redirect=%2Ffr%2Fprofile$/);
  await forgetful.close();

  // Remembered: local storage, carried over to a new browser.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/fr/login');
  await fillLogin(page, account, labels);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr\/profile$/);
  expect((await storedSession(page)).local[0]).toBeTruthy();
  const remembering = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  const again = await remembering.newPage();
  await again.goto('/fr/profile');
  await expect(again.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
  await remembering.close();
});

test('validation messages, in the browser and from the server', async ({ page, account }, testInfo) => {
  await page.goto('/it/register');
  const submit = page.getByRole('button', { name: 'Registrati' });
  await submit.click();
  await expect(page.getByText('Campo obbligatorio.')).toHaveCount(4);
  await expect(page.getByLabel('Nome utente')).toBeFocused();

  await page.getByLabel('Nome utente').fill('a b');
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByLabel('Conferma la password', { exact: true }).fill('passwort');
  await submit.click();
  await expect(page.getByLabel('Nome utente')).toHaveAccessibleDescription('Da 3 a 32 caratteri: lettere, numeri, punto, trattino o trattino basso.');
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Scrivi un indirizzo e-mail valido.');
  await expect(page.getByText('Minimo 8 caratteri, con lettere e numeri.')).toBeVisible();
  await expect(page.getByText('Le password non coincidono.')).toBeVisible();
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-register-errors.png`, fullPage: true });

  // Taken e-mail: the server says so, and the alert is announced.
  await page.getByLabel('Nome utente').fill(`${account.username}x`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Conferma la password', { exact: true }).fill(PASSWORD);
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('E-mail o nome utente già registrati.');

  // Login: a wrong password and an unknown e-mail get the same answer.
  await page.goto('/es/login');
  await fillLogin(page, { email: account.email, password: 'Equivocada1' }, { email: 'Correo electrónico', password: 'Contraseña' });
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
  await fillLogin(page, { email: `nadie-${account.email}`, password: 'Equivocada1' }, { email: 'Correo electrónico', password: 'Contraseña' });
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');

  // A reset page opened without its token.
  await page.goto('/es/reset-password');
  await expect(page.getByRole('alert')).toHaveText('Token ausente o no válido.');
});

test('a stored session the server no longer accepts, or that has expired, ends at start', async ({ page }) => {
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const fakeToken = (exp: number) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '1', exp })}.bm90LWEtcmVhbC1zaWduYXR1cmUtYXQtYWxs`;
  const cachedUser = { id: 1, username: 'ghost', email: 'ghost@example.com', role: 'user', is_premium: false, avatarUrl: null, language: 'it', current_streak: 0, best_streak: 0, total_points: 0 };
  const now = Math.floor(Date.now() / 1000);

  for (const token of [fakeToken(now + 3600), fakeToken(now - 60)]) {
    await page.goto('/it');
    await page.evaluate(([stored, user]) => {
      localStorage.setItem('auth_token', stored);
      localStorage.setItem('user', user);
    }, [token, JSON.stringify(cachedUser)]);
    await page.goto('/it/profile');
    await expect(page).toHaveURL(/\/it\/login\?redirect=%2Fit%2Fprofile$/);
    expect(await storedSession(page)).toEqual({ local: [null, null], session: [null, null] });
  }
});
