import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { useSession } from './helpers';

// docs/product.md, Administration: a learner's report reaches the feedback review and the triage list; the
// admin opens the question in the editor and rewrites it, archives the report and deletes another remark.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

interface Session {
  token: string;
  user: { id: number; username: string; email: string };
}

/** The learner's words, with markup that must show as text and never run. */
const REPORT = '<img src=x onerror="window.__xss=1"> Answers B and C are both right';

async function newLearner(request: APIRequestContext): Promise<Session> {
  const name = `rev${Date.now().toString(36)}`;
  const response = await request.post('/api/auth/register', { data: { username: name, email: `${name}@example.com`, password: 'secret-pass1' } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Session;
}

async function adminPage(browser: Browser, request: APIRequestContext): Promise<{ page: Page; session: Session }> {
  const login = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(login.status()).toBe(200);
  const session = (await login.json()) as Session;
  const page = await (await browser.newContext()).newPage();
  await useSession(page, session.token, session.user);
  return { page, session };
}

test('a learner\'s report reaches the feedback review and the triage list; the admin edits, archives and deletes', async ({ page, browser, request }) => {
  // The learner: a training quiz, a report on the first question, "not useful" on the second.
  const learner = await newLearner(request);
  await useSession(page, learner.token, learner.user);
  const topics = (await (await request.get('/api/get-topics/6')).json()) as { id: number }[];
  await page.goto(`/en/quiz/topic/${topics[0].id}`);
  await page.locator('.answer').first().click();
  await expect(page.getByRole('status').filter({ hasText: /Correct!|Wrong answer/ })).toBeVisible();
  await page.getByRole('button', { name: 'Report a mistake' }).click();
  await page.getByLabel('Describe the problem').fill(REPORT);
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thanks for your feedback!')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.locator('.answer').first().click();
  await page.getByRole('button', { name: 'Not useful' }).click();
  await expect(page.getByText('Thanks for your feedback!')).toBeVisible();

  // Learners are kept out of the admin pages (and the API answers them 403).
  await page.goto('/en/admin/feedback');
  await expect(page.getByTestId('admin-denied')).toBeVisible();
  expect((await request.get('/api/admin/feedback', { headers: { authorization: `Bearer ${learner.token}` } })).status()).toBe(403);

  const { page: admin, session } = await adminPage(browser, request);
  const mine = (await (await request.get('/api/admin/feedback?archived=false', { headers: { authorization: `Bearer ${session.token}` } })).json()) as { id: number; type: string; question_id: number; username: string }[];
  const report = mine.find((item) => item.username === learner.user.username && item.type === 'report')!;
  const negative = mine.find((item) => item.username === learner.user.username && item.type === 'negative')!;
  expect(report).toBeDefined();
  expect(negative).toBeDefined();

  // The review: counters, the report among the recent items, the learner's markup shown as text.
  await admin.goto('/en/admin/feedback');
  await expect(admin.getByRole('heading', { level: 1, name: 'Feedback review' })).toBeVisible();
  await expect(admin.getByTestId('feedback-stat-report')).not.toHaveText('0');
  const recent = admin.getByTestId('feedback-section-recent');
  const reportItem = recent.locator(`[data-feedback-id="${report.id}"]`);
  const negativeItem = recent.locator(`[data-feedback-id="${negative.id}"]`);
  await expect(reportItem).toContainText(REPORT);
  await expect(reportItem).toContainText('Report');
  await expect(reportItem.locator('img')).toHaveCount(0);
  expect(await admin.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // Filters: Report hides the negative remark, All brings it back.
  await admin.getByRole('group', { name: 'Filter by type' }).getByRole('button', { name: 'Report' }).click();
  await expect(negativeItem).toHaveCount(0);
  await expect(reportItem).toBeVisible();
  await admin.getByRole('button', { name: 'All', exact: true }).click();
  await expect(negativeItem).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath('feedback-en-1440.png'), fullPage: true });

  // The triage list has the reported question; its row opens the editor.
  await admin.getByRole('link', { name: 'Questions to review' }).click();
  await expect(admin).toHaveURL(/\/en\/admin\/triage$/);
  const row = admin.locator(`[data-testid="question-stats-row"][data-question-id="${report.question_id}"]`);
  await expect(row).toContainText('Reported');
  await admin.screenshot({ path: test.info().outputPath('triage-1440.png'), fullPage: true });
  await admin.setViewportSize({ width: 360, height: 740 });
  // The table scrolls inside its box; the page itself never scrolls sideways.
  await expect.poll(() => admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await admin.screenshot({ path: test.info().outputPath('triage-360.png'), fullPage: true });
  await admin.setViewportSize({ width: 1440, height: 900 });
  await row.getByRole('link').click();
  await expect(admin).toHaveURL(new RegExp(`/en/admin/questions/${report.question_id}$`));
  // The editor (admin content) opens on that question, its Italian text loaded.
  await expect(admin.getByTestId('question-editor-page')).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1, name: `Question ${report.question_id}` })).toBeVisible();
  // The admin rewrites the reported question (the Italian text, which every language falls back to) and saves.
  const questionField = admin.getByLabel('Question', { exact: true });
  await expect(questionField).not.toHaveValue('');
  const revised = `${await questionField.inputValue()} (rivista)`;
  await questionField.fill(revised);
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText(/Question saved/)).toBeVisible();
  await admin.reload();
  await expect(admin.getByLabel('Question', { exact: true })).toHaveValue(revised);

  // Archive the report: it moves to the archived section, read-only, and leaves the triage list.
  await admin.goto('/en/admin/feedback');
  await reportItem.getByRole('button', { name: 'Archive' }).click();
  const archivedItem = admin.getByTestId('feedback-section-archived').locator(`[data-feedback-id="${report.id}"]`);
  await expect(archivedItem).toContainText('Archived');
  await expect(archivedItem.getByRole('button')).toHaveCount(0);
  await expect(reportItem).toHaveCount(0);

  // Delete the negative remark, after the confirmation (Cancel first keeps it).
  await negativeItem.getByRole('button', { name: 'Delete' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Are you sure you want to delete this feedback?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(negativeItem).toBeVisible();
  await negativeItem.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(negativeItem).toHaveCount(0);
  expect((await request.delete(`/api/admin/feedback/${negative.id}`, { headers: { authorization: `Bearer ${session.token}` } })).status()).toBe(404);

  await admin.goto('/en/admin/triage');
  await expect(admin.getByTestId('triage-page')).toBeVisible();
  await expect(admin.locator(`[data-testid="question-stats-row"][data-question-id="${report.question_id}"]`)).toHaveCount(0);

  // The Italian page at 360 px: the spec's wording and no sideways scrolling.
  await admin.setViewportSize({ width: 360, height: 740 });
  await admin.goto('/it/admin/feedback');
  await expect(admin.getByRole('heading', { level: 1, name: 'Revisione feedback' })).toBeVisible();
  await expect(admin.getByTestId('feedback-section-archived').locator(`[data-feedback-id="${report.id}"]`)).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await admin.screenshot({ path: test.info().outputPath('feedback-it-360.png'), fullPage: true });
  await admin.context().close();
});

test('an admin grants a learner Premium from the users page, effective at once', async ({ browser, request }) => {
  const learner = await newLearner(request);
  const { page: admin } = await adminPage(browser, request);
  await admin.goto('/fr/admin/users');
  await expect(admin.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
  await admin.getByLabel('Rechercher par nom d\'utilisateur ou e-mail').fill(learner.user.username);
  await admin.getByRole('button', { name: 'Rechercher' }).click();
  const row = admin.locator(`[data-testid="admin-user-row"][data-user-id="${learner.user.id}"]`);
  await expect(row).toContainText(learner.user.email);
  await expect(admin.getByTestId('admin-user-row')).toHaveCount(1);
  await row.getByRole('button', { name: `Accorder Premium à ${learner.user.username}` }).click();
  await expect(row.getByText('Premium', { exact: true })).toBeVisible();
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${learner.token}` } });
  expect((await me.json()).user.is_premium).toBe(true);
  // The admin's own row offers no way to drop their own role.
  await admin.goto('/fr/admin/users?q=admin%40certamen');
  await expect(admin.getByTestId('admin-user-row')).toHaveCount(1);
  await expect(admin.getByRole('button', { name: /Retirer le rôle admin/ })).toHaveCount(0);
  await admin.screenshot({ path: test.info().outputPath('users-fr-1440.png'), fullPage: true });
  await admin.setViewportSize({ width: 360, height: 740 });
  await admin.goto(`/fr/admin/users?q=${learner.user.username}`);
  await expect(admin.locator(`[data-testid="admin-user-row"][data-user-id="${learner.user.id}"]`)).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await admin.screenshot({ path: test.info().outputPath('users-fr-360.png'), fullPage: true });
  await admin.context().close();
});
