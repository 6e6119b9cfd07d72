import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { useSession } from './helpers';

// The journeys wait on several calls per page; give a busy machine room.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

let counter = 0;

interface Learner {
  token: string;
  user: { id: number; username: string; email: string };
}

/** A fresh learner, registered through the API and logged in through the session keys the app reads at start. */
async function newLearner(page: Page, request: APIRequestContext, prefix: string): Promise<Learner> {
  counter += 1;
  const name = `${prefix}${Date.now().toString(36)}${counter}${test.info().project.name}`.slice(0, 30);
  const response = await request.post('/api/auth/register', { data: { username: name, email: `${name}@example.com`, password: 'secret-pass1', lang: 'en' } });
  expect(response.status()).toBe(201);
  const learner = (await response.json()) as Learner;
  await useSession(page, learner.token, learner.user);
  return learner;
}

/** The first (free) topic of CompTIA Security+ (catalogue id 6). */
async function firstTopicId(request: APIRequestContext): Promise<number> {
  const topics = await (await request.get('/api/get-topics/6')).json();
  return topics[0].id;
}

/** Console errors and uncaught exceptions, to assert a page stays clean. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A training quiz through the quiz page: the first answer to each of the 10 questions, then the result. */
async function trainingQuizInTheBrowser(page: Page, topicId: number) {
  await page.goto(`/en/quiz/topic/${topicId}`);
  await expect(page.getByText('0 of 10 answered')).toBeVisible();
  for (let index = 0; index < 10; index += 1) {
    await page.locator('.answer').first().click();
    await expect(page.getByRole('status').filter({ hasText: /Correct!|Wrong answer/ })).toBeVisible();
    if (index < 9) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await page.getByRole('button', { name: 'See the result', exact: true }).click();
  await expect(page.getByTestId('quiz-result')).toBeVisible();
}

/** A topic exam through the API: started, every question answered with its first answer, submitted. */
async function examThroughTheApi(request: APIRequestContext, learner: Learner, topicId: number): Promise<string> {
  const headers = { authorization: `Bearer ${learner.token}` };
  const started = await request.get(`/api/questions/${topicId}?lang=en&mode=exam`, { headers });
  expect(started.status()).toBe(200);
  const attempt = (await started.json()) as { attemptId: string; questions: { id: number; answers: { id: number }[] }[] };
  const saved = await request.post('/api/save-exam', {
    headers,
    data: { attemptId: attempt.attemptId, topicId, isExam: true, answers: attempt.questions.map((question) => ({ questionId: question.id, answerId: question.answers[0].id })) },
  });
  expect(saved.status()).toBe(200);
  return attempt.attemptId;
}

async function capture(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForLoadState('networkidle');
  // Nothing wider than the viewport: no sideways scrolling on a 360 px phone.
  const overflow = await page.evaluate((deviceWidth) => ({
    width: document.documentElement.scrollWidth,
    // What sticks out, outside any box that scrolls sideways on its own, to say what to fix.
    culprits: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > deviceWidth + 0.5 && !element.closest('.table-scroll'))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`),
  }), page.viewportSize()!.width);
  expect(overflow.width, overflow.culprits.join(', ')).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-${name}.png`, fullPage: true });
}

test("a new learner's profile is empty, says so, and logs no error", async ({ page, request }, testInfo) => {
  const errors = watchErrors(page);
  const learner = await newLearner(page, request, 'empty');
  await page.goto('/en/profile');
  await expect(page.getByRole('heading', { level: 1, name: learner.user.username })).toBeVisible();
  await expect(page.getByRole('img', { name: `Avatar of ${learner.user.username}` })).toBeVisible();
  await expect(page.getByText('No badges yet — do a quiz to earn one!')).toBeVisible();
  await expect(page.getByText('No quizzes yet: your results will appear here.')).toBeVisible();
  await expect(page.getByText('Finish a quiz to see your trend.')).toBeVisible();
  await expect(page.getByTestId('streak-message')).toHaveText('Finish a quiz today to start your streak!');
  await expect(page.getByTestId('tile-current')).toContainText('0 days');
  await expect(page.getByTestId('tile-best')).toContainText('0 days');
  await expect(page.getByTestId('tile-average')).toContainText('0%');
  await expect(page.getByTestId('tile-badges')).toContainText(/0\/\d+/);
  // Badges not earned yet are shown greyed, six at first.
  await expect(page.locator('.badge-item.is-locked')).toHaveCount(6);
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(page.locator('.badge-item.is-locked')).toHaveCount(17);
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['Category', 'Quiz', 'Topic', 'Questions', '%']);
  await expect(page.getByTestId('certification-stats-values')).toContainText('Simulations');
  await capture(page, testInfo, 'progress-profile-empty-en');
  expect(errors).toEqual([]);
});

test('after a training quiz and an exam the profile reflects both, and the exam opens its review', async ({ page, request }, testInfo) => {
  const errors = watchErrors(page);
  const learner = await newLearner(page, request, 'prog');
  const topicId = await firstTopicId(request);
  await trainingQuizInTheBrowser(page, topicId);
  const examAttempt = await examThroughTheApi(request, learner, topicId);

  // "Go to your history" from the result lands on /profile#storico.
  await page.goto('/en/profile#storico');
  const history = page.locator('#storico');
  await expect(history.getByTestId('history-item')).toHaveCount(2);
  await expect(history.getByTestId('history-item').first()).toContainText('Exam');
  await expect(history.getByTestId('history-item').nth(1)).toContainText('Training');
  await expect(page.getByTestId('tile-current')).toContainText('1 day');
  await expect(page.getByTestId('tile-best')).toContainText('1 day');
  await expect(page.getByTestId('tile-average')).toContainText(/\d+%/);
  await expect(page.getByTestId('tile-badges')).toContainText(/^.*[1-9]\d*\/17/);
  await expect(page.getByTestId('streak-message')).toContainText('Day one');
  await expect(page.getByTestId('badge-first-quiz')).toHaveClass(/is-earned/);
  await expect(page.getByTestId('badges-empty')).toHaveCount(0);
  // The chart draws both results, and says them in text.
  await expect(page.getByTestId('trend-chart').locator('.recharts-line-dot, .recharts-dot')).toHaveCount(2);
  await expect(page.getByTestId('trend-text').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('row', { name: /Security/ })).toContainText('1/');
  await expect(page.getByTestId('certification-stats-values')).toContainText(/Simulations\s*2/);
  await page.getByRole('radio', { name: 'Mixed' }).check();
  await expect(page.getByTestId('certification-stats-values')).toContainText(/Simulations\s*0/);
  await capture(page, testInfo, 'progress-profile-en');

  // The PDF: A4, named profilo_certamen.pdf.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('profilo_certamen.pdf');
  const pdf = await PDFDocument.load(await readFile((await download.path())!));
  const { width, height } = pdf.getPage(0).getSize();
  expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);

  // The exam's review, then only the missed questions.
  await history.getByTestId('history-item').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/en/profile/review/${examAttempt}$`));
  await expect(page.getByTestId('review-question')).toHaveCount(10);
  const wrong = await page.locator('.review-question.is-wrong').count();
  await page.getByRole('checkbox', { name: 'Only the ones I missed' }).check();
  await expect(page.getByTestId('review-question')).toHaveCount(wrong);
  await capture(page, testInfo, 'progress-review-en');
  await page.getByRole('link', { name: 'Back to your history' }).click();
  await expect(page).toHaveURL(/\/en\/profile#storico$/);

  // The same profile in Spanish.
  await page.goto('/es/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Historial de exámenes' })).toBeVisible();
  await expect(page.getByTestId('tile-current')).toContainText('1 día');
  await expect(page.getByTestId('badge-first-quiz')).toContainText('Primer paso');
  await capture(page, testInfo, 'progress-profile-es');
  expect(errors).toEqual([]);
});

test('the leaderboard lists the learner, this week too, until they hide', async ({ page, request }, testInfo) => {
  const learner = await newLearner(page, request, 'lb');
  await examThroughTheApi(request, learner, await firstTopicId(request));

  await page.goto('/it/profile');
  await page.getByRole('link', { name: 'Classifica' }).click();
  await expect(page).toHaveURL(/\/it\/leaderboard$/);
  const mine = page.getByTestId('leaderboard-me');
  await expect(mine).toContainText(learner.user.username);
  await expect(mine).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('columnheader')).toHaveText(['Posizione', 'Nome utente', 'Punti']);
  await capture(page, testInfo, 'progress-leaderboard-it');
  await page.getByRole('tab', { name: 'Questa settimana' }).click();
  await expect(page).toHaveURL(/period=week/);
  await expect(page.getByTestId('leaderboard-me')).toContainText(learner.user.username);

  // Hidden: gone from the table, still told where they stand.
  await page.getByRole('link', { name: 'Torna al profilo' }).click();
  const hide = page.getByRole('switch', { name: 'Nascondimi dalla classifica' });
  await expect(hide).toBeEnabled();
  // The review panel above it arrives on its own; click once the page has stopped moving.
  await expect(page.getByTestId('profile-review-item').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await hide.check();
  await expect(page.getByText('Preferenza salvata.')).toBeVisible();
  await page.goto('/es/leaderboard');
  await expect(page.getByTestId('my-standing')).toContainText('Estás oculto en la clasificación');
  await expect(page.getByTestId('leaderboard-me')).toHaveCount(0);
  await capture(page, testInfo, 'progress-leaderboard-es');
});

test('the leaderboard is public', async ({ page }) => {
  await page.goto('/leaderboard');
  await expect(page).toHaveURL(/\/[a-z]{2}\/leaderboard$/);
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
  await expect(page.getByTestId('leaderboard-table').or(page.getByTestId('leaderboard-empty'))).toBeVisible();
});
