import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
import { CLOCK_AHEAD_HOURS, CLOCK_AHEAD_PORT } from '../playwright.config';
import { acceptCookiesUpFront, useSession } from './helpers';

// docs/product.md, Spaced review and readiness. Desktop only (playwright.config.ts); the phone layout is
// checked by the 360 px screenshots taken inside the journey.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const SECURITY_PLUS = { id: 6, slug: 'security-plus' };
const AHEAD = `http://127.0.0.1:${CLOCK_AHEAD_PORT}`;

interface AttemptJson {
  attemptId: string;
  questions: { id: number; answers: { id: number }[] }[];
}

/** Answers every question of the quiz on screen; `pick` chooses the answer id (default: the first shown). Returns each question's outcome. */
async function answerQuiz(page: Page, attempt: AttemptJson, pick: (question: AttemptJson['questions'][number]) => number = (question) => question.answers[0]!.id) {
  const outcomes = new Map<number, { correct: boolean; correctAnswerId: number }>();
  for (const [index, question] of attempt.questions.entries()) {
    const chosen = pick(question);
    const answered = page.waitForResponse((response) => response.url().includes(`/api/attempts/${attempt.attemptId}/answers`) && response.request().method() === 'POST');
    await page.locator('.answers .answer').nth(question.answers.findIndex((answer) => answer.id === chosen)).click();
    const feedback = (await (await answered).json()) as { correct: boolean; correctAnswerId: number };
    outcomes.set(question.id, feedback);
    await expect(page.getByRole('status').filter({ hasText: /Correct!|Wrong answer/ })).toBeVisible();
    if (index < attempt.questions.length - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await page.getByRole('button', { name: 'See the result', exact: true }).click();
  await expect(page.getByTestId('quiz-result')).toBeVisible();
  return outcomes;
}

/** The readiness percentage and the first topic's mastery, as the certification page shows them. */
async function progressOnCertificationPage(page: Page) {
  const badge = page.getByTestId('readiness-badge');
  await expect(badge).toBeVisible();
  const readiness = Number(/(\d+)\s?%/.exec((await badge.textContent()) ?? '')![1]);
  const firstTopic = Number(/(\d+)/.exec((await page.getByTestId('mastery-value').first().textContent()) ?? '')![1]);
  return { readiness, firstTopic };
}

async function capture(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForLoadState('networkidle');
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('missed questions come back for review days later, and mastery and readiness move after the session', async ({ browser, page: today, request }, testInfo) => {
  let page = today;
  const name = `rev${Date.now().toString(36)}`;
  const account = { username: name, email: `${name}@example.com`, password: 'secret-pass1' };
  const registered = await request.post('/api/auth/register', { data: { ...account, lang: 'en' } });
  expect(registered.status()).toBe(201);
  const learner = (await registered.json()) as { token: string; user: { id: number } };
  await useSession(page, learner.token, learner.user);

  // Before any answer: the certification page invites to start, readiness is 0.
  await page.goto(`/en/certifications/${SECURITY_PLUS.slug}`);
  await expect(page.getByTestId('review-not-started')).toBeVisible();
  await expect(page.getByTestId('readiness-badge')).toHaveText('Not ready yet: 0%');

  // Training on the first topic, always the first answer shown: some right, most wrong.
  const topics = (await (await request.get(`/api/get-topics/${SECURITY_PLUS.id}`)).json()) as { id: number }[];
  const started = page.waitForResponse((response) => response.url().includes(`/api/questions/${topics[0]!.id}`));
  await page.goto(`/en/quiz/topic/${topics[0]!.id}`);
  const training = (await (await started).json()) as AttemptJson;
  const firstRound = await answerQuiz(page, training);
  const missed = [...firstRound].filter(([, outcome]) => !outcome.correct).map(([id]) => id);
  expect(missed.length).toBeGreaterThan(0);

  // The same day nothing is due yet (a miss comes back the next day).
  await page.goto(`/en/certifications/${SECURITY_PLUS.slug}`);
  await expect(page.getByTestId('review-due')).toHaveAttribute('data-due', '0');
  const before = await progressOnCertificationPage(page);

  // Two days later (a server whose clock runs ahead, on the same database): a fresh browser, logging in again there.
  expect(CLOCK_AHEAD_HOURS).toBeGreaterThanOrEqual(24);
  const later = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await later.newPage();
  await acceptCookiesUpFront(page);
  await page.goto(`${AHEAD}/en/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expect(page.getByTestId('profile-review-item')).toHaveCount(1);
  await expect(page.getByTestId('profile-review').getByTestId('review-due')).toHaveAttribute('data-due', String(missed.length));

  await page.goto(`${AHEAD}/en/certifications/${SECURITY_PLUS.slug}`);
  await expect(page.getByTestId('review-due')).toHaveAttribute('data-due', String(missed.length));
  await expect(page.getByTestId('review-due')).toContainText(missed.length === 1 ? '1 question due for review today' : `${missed.length} questions due for review today`);
  await capture(page, testInfo, 'review-certification-en-1440');

  // The review session serves the missed questions first; this time every answer is right.
  const reviewStarted = page.waitForResponse((response) => response.url().includes(`/api/questions-review/${SECURITY_PLUS.id}`));
  await page.getByRole('link', { name: 'Start reviewing CompTIA Security+' }).click();
  const review = (await (await reviewStarted).json()) as AttemptJson;
  await expect(page).toHaveURL(new RegExp(`/en/quiz/review/${SECURITY_PLUS.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await expect(page.getByRole('group', { name: /mode/i })).toHaveCount(0);
  expect(new Set(review.questions.slice(0, missed.length).map((question) => question.id))).toEqual(new Set(missed));
  await answerQuiz(page, review, (question) => firstRound.get(question.id)?.correctAnswerId ?? question.answers[0]!.id);

  // Nothing left due; the practised topic's mastery and the readiness went up.
  await page.goto(`${AHEAD}/en/certifications/${SECURITY_PLUS.slug}`);
  await expect(page.getByTestId('review-due')).toHaveAttribute('data-due', '0');
  const after = await progressOnCertificationPage(page);
  expect(after.firstTopic).toBeGreaterThan(before.firstTopic);
  expect(after.readiness).toBeGreaterThan(before.readiness);
  await expect(page.getByTestId('mastery-row').first().locator('meter')).toHaveAttribute('value', String(after.firstTopic));

  // The same panels in Italian, and at 360 px.
  await page.goto(`${AHEAD}/it/certifications/${SECURITY_PLUS.slug}`);
  await expect(page.getByRole('heading', { name: 'Ripasso e preparazione' })).toBeVisible();
  await expect(page.getByTestId('readiness')).toContainText('Preparazione all\'esame');
  await page.setViewportSize({ width: 360, height: 740 });
  await capture(page, testInfo, 'review-certification-it-360');
  await page.goto(`${AHEAD}/it/profile`);
  await expect(page.getByTestId('streak-freezes')).toContainText('Nessuna protezione slancio');
  await page.getByTestId('profile-review').getByText('Mostra la padronanza per argomento').click();
  await capture(page, testInfo, 'review-profile-it-360');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${AHEAD}/en/profile`);
  await expect(page.getByTestId('profile-review')).toContainText('Exam readiness');
  await capture(page, testInfo, 'review-profile-en-1440');
  await later.close();
});
