import { expect, test } from '@playwright/test';
import { useSession } from './helpers';

/** The certifications of the Basic, Security and Networking categories: each has its own bank. */
const BANKS: [number, string][] = [
  [1, 'comptia-itf-plus'], [2, 'comptia-a-plus'], [3, 'eipass-basic'], [4, 'ecdl'], [5, 'pekit'],
  [6, 'security-plus'], [7, 'cissp'], [8, 'isc2-cc'], [9, 'ceh'], [30, 'cisco-ccst-security'],
  [10, 'ccna'], [11, 'network-plus'], [12, 'cisco-ccst-networking'], [28, 'jncie'], [29, 'f5'],
];
const LANGUAGES = ['it', 'en', 'fr', 'es'] as const;

test('every certification of Basic, Security and Networking serves real questions in each language', async ({ page, request }) => {
  test.setTimeout(120_000);
  const name = `bank${Date.now().toString(36)}`;
  const { token, user } = await (await request.post('/api/auth/register', { data: { username: name, email: `${name}@example.com`, password: 'secret-pass1' } })).json();
  const headers = { authorization: `Bearer ${token}` };

  for (const [id, slug] of BANKS) {
    const byLanguage = new Map<string, string>();
    for (const lang of LANGUAGES) {
      const response = await request.get(`/api/questions-mixed/${id}?lang=${lang}`, { headers });
      expect(response.status(), `${slug} ${lang}`).toBe(200);
      const { questions } = await response.json();
      // Free learners draw from the three open topics: at least 12 questions each.
      expect(questions.length, `${slug} ${lang}`).toBeGreaterThanOrEqual(36);
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

  // And in the app itself: a mixed quiz on each, in a different language each time.
  await useSession(page, token, user);
  for (const [index, [id, slug]] of BANKS.entries()) {
    const lang = LANGUAGES[index % LANGUAGES.length];
    await page.goto(`/${lang}/quiz/${id}/mixed`);
    await expect(page.locator('.question-text'), `${slug} in ${lang}`).toBeVisible();
    await expect(page.locator('.answer')).toHaveCount(4);
  }
});
