import { CERTIFICATIONS, mixedExamSize } from '@certamen/shared';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { useSession } from './helpers';

/** Every certification with a bank of its own (content/<slug>.json). */
const BANKS = CERTIFICATIONS.map((c) => [c.id, c.slug, c] as const);
const LANGUAGES = ['it', 'en', 'fr', 'es'] as const;

test('every certification serves a full-length mock exam of real questions in each language', async ({ page, request }) => {
  test.setTimeout(240_000);
  // An administrator draws from every topic, so the exam is the real exam's length.
  const { token, user } = await (await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })).json();
  const headers = { authorization: `Bearer ${token}` };
  const catalogue = await (await request.get('/api/get-certifications')).json();

  for (const [id, slug, certification] of BANKS) {
    const inBank = catalogue.find((c: { id: number }) => c.id === id).question_count as number;
    expect(inBank, `${slug} has a bank`).toBeGreaterThan(0);
    const expected = Math.min(mixedExamSize(certification).questions, inBank);
    const byLanguage = new Map<string, string>();
    for (const lang of LANGUAGES) {
      const response = await request.get(`/api/questions-mixed/${id}?lang=${lang}&mode=exam`, { headers });
      expect(response.status(), `${slug} ${lang}`).toBe(200);
      const { questions, durationSeconds } = await response.json();
      expect(questions.length, `${slug} ${lang}: a full-length exam`).toBe(expected);
      expect(new Set(questions.map((q: { id: number }) => q.id)).size, `${slug} ${lang}: distinct questions`).toBe(expected);
      expect(durationSeconds).toBe(mixedExamSize(certification).minutes * 60);
      for (const question of questions) {
        expect(question.question.length).toBeGreaterThan(10);
        expect(question.answers).toHaveLength(4);
      }
      const sample = questions.find((q: { id: number }) => q.id === Math.min(...questions.map((x: { id: number }) => x.id)));
      byLanguage.set(lang, sample.question);
    }
    // The same question reads differently in each language: it is translated, not copied.
    expect(new Set(byLanguage.values()).size, slug).toBe(4);
  }

  // And in the app itself: a mixed quiz on one certification of each category, each in another language.
  await useSession(page, token, user);
  const onePerCategory = BANKS.filter(([, , certification], index) => BANKS.findIndex(([, , other]) => other.category === certification.category) === index);
  for (const [index, [id, slug]] of onePerCategory.entries()) {
    const lang = LANGUAGES[index % LANGUAGES.length];
    await page.goto(`/${lang}/quiz/${id}/mixed`);
    await expect(page.locator('.question-text'), `${slug} in ${lang}`).toBeVisible();
    await expect(page.locator('.answer')).toHaveCount(4);
  }
});
