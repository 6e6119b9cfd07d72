import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SHORT_EXAM_PORT } from '../playwright.config';
import { useSession } from './helpers';

let counter = 0;

/** A fresh learner, logged in through the API and the session keys the app reads at start. */
async function logIn(page: Page, request: APIRequestContext, baseURL: string) {
  counter += 1;
  const name = `quiz${Date.now().toString(36)}${counter}${test.info().project.name}`;
  const response = await request.post(`${baseURL}/api/auth/register`, { data: { username: name.slice(0, 30), email: `${name}@example.com`, password: 'secret-pass1', lang: 'en' } });
  expect(response.status()).toBe(201);
  const { token, user } = await response.json();
  await useSession(page, token, user);
}

/** The first (free) topic of CompTIA Security+ (catalogue id 6). */
async function firstTopicId(request: APIRequestContext, baseURL: string): Promise<number> {
  const topics = await (await request.get(`${baseURL}/api/get-topics/6`)).json();
  return topics[0].id;
}

const questionHeading = (page: Page) => page.locator('.question-text').first();

test('a full training quiz: instant feedback on each answer, then the result', async ({ page, request, baseURL }) => {
  await logIn(page, request, baseURL!);
  await page.goto(`/en/quiz/topic/${await firstTopicId(request, baseURL!)}`);
  await expect(page.getByRole('button', { name: 'Training', exact: true, pressed: true })).toBeVisible();
  await expect(page.getByText('0 of 10 answered')).toBeVisible();
  for (let index = 0; index < 10; index += 1) {
    await expect(page.getByText(`Question ${index + 1} of 10`, { exact: false }).first()).toBeVisible();
    await page.locator('.answer').first().click();
    await expect(page.getByRole('status').filter({ hasText: /Correct!|Wrong answer/ })).toBeVisible();
    await expect(page.getByText('Explanation available to Premium users only')).toBeVisible();
    // The right answer is shown either way, and the question is locked.
    await expect(page.locator('.answer-correct')).toHaveCount(1);
    await expect(page.locator('.answer').first()).toBeDisabled();
    if (index < 9) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await page.getByRole('button', { name: 'See the result', exact: true }).click();
  const result = page.getByTestId('quiz-result');
  await expect(result.getByRole('heading', { name: /Passed!|Not passed/ })).toBeVisible();
  await expect(result).toContainText(/\d+ correct answers out of 10/);
  await expect(result.getByRole('link', { name: 'Go to your history' })).toHaveAttribute('href', '/en/profile#storico');
});

test('an exam submitted with unanswered questions asks first', async ({ page, request, baseURL }) => {
  await logIn(page, request, baseURL!);
  await page.goto(`/en/quiz/topic/${await firstTopicId(request, baseURL!)}`);
  await page.getByRole('button', { name: 'Exam', exact: true }).click();
  await expect(page).toHaveURL(/mode=exam/);
  await expect(page.getByText('Time left')).toBeVisible();
  await page.locator('.answer').first().click();
  // An exam reveals nothing while it runs.
  await expect(page.locator('.answer-correct, .answer-wrong')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.locator('.answer').nth(1).click();
  await page.getByRole('button', { name: 'Submit quiz', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You left 8 questions unanswered. Submit anyway?');
  await dialog.getByRole('button', { name: 'Keep going' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Submit quiz', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit anyway' }).click();
  const result = page.getByTestId('quiz-result');
  await expect(result).toContainText(/out of 10/);
  await expect(result.getByRole('heading', { name: 'Not passed' })).toBeVisible();
  await expect(result.getByText('You did not answer.').first()).toBeVisible();

  // The questions missed come back as a training round (at least the 8 left unanswered).
  await result.getByRole('button', { name: 'Retry the questions I missed' }).click();
  await expect(page.getByText(/^0 of (8|9|10) answered$/)).toBeVisible();
  await page.locator('.answer').first().click();
  await expect(page.getByRole('status').filter({ hasText: /Correct!|Wrong answer/ })).toBeVisible();
});

test('an exam in progress survives a reload and resumes with its answers and time', async ({ page, request, baseURL }) => {
  await logIn(page, request, baseURL!);
  await page.goto(`/en/quiz/topic/${await firstTopicId(request, baseURL!)}?mode=exam`);
  const firstQuestion = await questionHeading(page).textContent();
  for (let index = 0; index < 3; index += 1) {
    await page.locator('.answer').first().click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(page.getByText('3 of 10 answered')).toBeVisible();
  // Let the clock run a little, so a restarted timer (back to 10:00) would show.
  await page.waitForTimeout(2500);
  await page.reload();
  await expect(page.getByText('3 of 10 answered')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exam', exact: true, pressed: true })).toBeVisible();
  await page.getByRole('button', { name: /^Question 1 of 10/ }).click();
  await expect(questionHeading(page)).toHaveText(firstQuestion!);
  await expect(page.locator('.answer').first()).toBeDisabled();
  const progress = page.getByRole('progressbar');
  expect(Number(await progress.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(598);
});

test('answering with the keyboard only', async ({ page, request, baseURL }) => {
  await logIn(page, request, baseURL!);
  await page.goto(`/en/quiz/topic/${await firstTopicId(request, baseURL!)}`);
  await expect(page.getByText('0 of 10 answered')).toBeVisible();
  await page.keyboard.press('2');
  await expect(page.getByRole('status').filter({ hasText: /Correct!|Wrong answer/ })).toBeVisible();
  await expect(page.locator('.answer').nth(1)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Question 2 of 10').first()).toBeVisible();
  await page.keyboard.press('c');
  await expect(page.locator('.answer').nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('2 of 10 answered')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Question 1 of 10').first()).toBeVisible();
});

test('an exam that runs out of time submits itself', async ({ page, request }) => {
  test.setTimeout(60_000);
  const shortServer = `http://127.0.0.1:${SHORT_EXAM_PORT}`;
  await logIn(page, request, shortServer);
  await page.goto(`${shortServer}/en/quiz/topic/${await firstTopicId(request, shortServer)}?mode=exam`);
  await expect(page.getByText('Time left')).toBeVisible();
  await page.locator('.answer').first().click();
  await expect(page.getByTestId('quiz-result')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('quiz-result')).toContainText(/out of 10/);
});
