import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DIALECTS, useTestApp, type TestContext } from './test-app';

/**
 * Question statistics (docs/product.md, Administration; docs/decisions.md, Administration) on a seeded set
 * of first answers whose facility and discrimination are worked out by hand below.
 *
 * Discrimination is the corrected point-biserial: for each first answer, x = 1 when right, y = the share
 * right of the attempt's other answers; r = (nΣxy − ΣxΣy) / √((nΣx − (Σx)²)(nΣy² − (Σy)²)).
 *
 * Ten attempts answer the five questions of the fixture bank (1 = right):
 *
 *        Q1 Q2 Q3 Q4 Q5   total
 *   a1    1  1  0  0  1     3
 *   a2    1  1  0  0  1     3
 *   a3    1  1  1  0  1     4
 *   a4    1  1  0  0  0     2
 *   a5    0  1  1  0  1     3
 *   a6    0  1  1  0  0     2
 *   a7    0  1  0  0  0     1
 *   a8    1  1  1  0  1     4
 *   a9    0  1  1  0  0     2
 *   a10   0  1  0  0  0     1
 *
 * Rest score y = (total − x) / 4.
 * Q1: x = 1,1,1,1,0,0,0,1,0,0; y = 2/4,2/4,3/4,1/4,3/4,2/4,1/4,3/4,2/4,1/4.
 *     n = 10, Σx = 5, Σy = 20/4 = 5, Σy² = 46/16 = 23/8, Σxy = (2+2+3+1+3)/4 = 11/4.
 *     nΣxy − ΣxΣy = 27.5 − 25 = 2.5; nΣx − (Σx)² = 50 − 25 = 25; nΣy² − (Σy)² = 28.75 − 25 = 3.75.
 *     r = 2.5 / √(25 × 3.75) = 2.5 / 9.6825 = 1/√15 = 0.2582. Facility 5/10 = 0.5.
 * Q2: everyone right: facility 1, r undefined (Σx = n, no variance in x) → null. Too easy.
 * Q3: x = 0,0,1,0,1,1,0,1,1,0; y = 3/4,3/4,3/4,2/4,2/4,1/4,1/4,3/4,1/4,1/4.
 *     Σx = 5, Σy = 5, Σy² = 48/16 = 3, Σxy = (3+2+1+3+1)/4 = 10/4.
 *     nΣxy − ΣxΣy = 25 − 25 = 0 → r = 0. Facility 0.5. Weak learners do as well as strong ones.
 * Q4: everyone wrong: facility 0, r null. Too hard.
 * Q5: x = 1,1,1,0,1,0,0,1,0,0; y = 2/4,2/4,3/4,2/4,2/4,2/4,1/4,3/4,2/4,1/4.
 *     Σx = 5, Σy = 20/4 = 5, Σy² = 44/16 = 11/4, Σxy = (2+2+3+2+3)/4 = 12/4 = 3.
 *     nΣxy − ΣxΣy = 30 − 25 = 5; 25; nΣy² − (Σy)² = 27.5 − 25 = 2.5. r = 5 / √62.5 = 1/√2.5 = 0.6325.
 *
 * Three copies of the ten attempts (30 answers a question) leave every ratio unchanged (each term of r is
 * multiplied by 9) and reach the 30 answers the triage needs. One more attempt answers only Q1, wrongly:
 * it counts for facility (15/31 = 0.4839) but not for discrimination (no other answer to compare with).
 */
const PATTERN = [
  [1, 1, 0, 0, 1],
  [1, 1, 0, 0, 1],
  [1, 1, 1, 0, 1],
  [1, 1, 0, 0, 0],
  [0, 1, 1, 0, 1],
  [0, 1, 1, 0, 0],
  [0, 1, 0, 0, 0],
  [1, 1, 1, 0, 1],
  [0, 1, 1, 0, 0],
  [0, 1, 0, 0, 0],
];
const NETWORK_PLUS = 11;
let counter = 0;

async function register(ctx: TestContext, admin = false) {
  const name = `stats${++counter}`;
  const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: name, email: `${name}@example.com`, password: 'secret-pass1' }, remoteAddress: `10.7.0.${counter}` });
  const { token, user } = response.json() as { token: string; user: { id: number } };
  if (admin) await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
  const headers = { authorization: `Bearer ${token}` };
  return {
    id: user.id,
    get: (url: string) => ctx.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload, headers }),
  };
}

/** One attempt with the given first answers (right: the key; wrong: the next answer). */
async function seedAttempt(ctx: TestContext, userId: number, questions: { id: number; topic_id: number; correct_index: number }[], rights: number[]) {
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  await ctx.db
    .insertInto('quiz_attempts')
    .values({ id, user_id: userId, mode: 'training', lang: 'en', topic_id: questions[0].topic_id, certification_id: NETWORK_PLUS, category_id: null, layout: '[]', duration_seconds: null, started_at: at, submitted_at: at })
    .execute();
  await ctx.db
    .insertInto('attempt_answers')
    .values(questions.map((question, index) => ({ attempt_id: id, question_id: question.id, answer_index: rights[index] ? question.correct_index : (question.correct_index + 1) % 4, correct: rights[index], answered_at: at })))
    .execute();
}

describe.each(DIALECTS)('question statistics on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  it('computes facility and discrimination from first answers and lists the questions to look at first', async () => {
    const admin = await register(ctx, true);
    const learner = await register(ctx);
    const questions = await ctx.db.selectFrom('questions').select(['id', 'topic_id', 'correct_index']).orderBy('id').execute();
    expect(questions).toHaveLength(5);
    const [q1, q2, q3, q4, q5] = questions.map((question) => question.id);
    // An open report on Q5; an archived one on Q1 does not count.
    const at = new Date().toISOString();
    await ctx.db.insertInto('question_feedback').values([
      { user_id: learner.id, question_id: q5, topic_id: questions[4].topic_id, type: 'report', description: 'Two answers look right', archived: 0, created_at: at },
      { user_id: learner.id, question_id: q1, topic_id: questions[0].topic_id, type: 'report', description: 'Old', archived: 1, created_at: at },
      { user_id: learner.id, question_id: q3, topic_id: questions[2].topic_id, type: 'negative', description: null, archived: 0, created_at: at },
    ]).execute();

    for (const rights of PATTERN) await seedAttempt(ctx, learner.id, questions, rights);
    // Ten answers a question: under the 30 needed, only the open report puts a question on the list.
    const early = await admin.get('/api/admin/question-stats');
    expect(early.statusCode).toBe(200);
    expect(early.json().items.map((item: { question_id: number; flags: string[] }) => [item.question_id, item.flags])).toEqual([[q5, ['open_report']]]);
    expect(early.json().total).toBe(1);

    for (let copy = 0; copy < 2; copy++) for (const rights of PATTERN) await seedAttempt(ctx, learner.id, questions, rights);
    await seedAttempt(ctx, learner.id, [questions[0]], [0]);

    const all = await admin.get(`/api/admin/question-stats?view=all&certificationId=${NETWORK_PLUS}&lang=en`);
    expect(all.statusCode).toBe(200);
    const byId = new Map(all.json().items.map((item: { question_id: number }) => [item.question_id, item]));
    expect(byId.get(q1)).toMatchObject({ answers: 31, correct: 15, facility: 0.4839, discrimination: 0.2582, discrimination_answers: 30, open_reports: 0, flags: [] });
    expect(byId.get(q2)).toMatchObject({ answers: 30, correct: 30, facility: 1, discrimination: null, flags: ['too_easy'] });
    expect(byId.get(q3)).toMatchObject({ answers: 30, correct: 15, facility: 0.5, discrimination: 0, flags: ['low_discrimination'] });
    expect(byId.get(q4)).toMatchObject({ answers: 30, correct: 0, facility: 0, discrimination: null, flags: ['too_hard'] });
    expect(byId.get(q5)).toMatchObject({ answers: 30, correct: 15, facility: 0.5, discrimination: 0.6325, open_reports: 1, flags: ['open_report'] });
    // Most answered first; every item carries its text and where it lives, in the asked language.
    expect(all.json().items[0].question_id).toBe(q1);
    expect(all.json().items[0]).toMatchObject({ certification_id: NETWORK_PLUS, certification_name: expect.any(String), question: expect.any(String), topic_title: expect.any(String) });
    expect(all.json().thresholds).toEqual({ minAnswers: 30, facilityLow: 0.05, facilityHigh: 0.95, discriminationMin: 0.1 });

    // Triage: open reports first, then the rest by id at equal urgency; Q1 is fine and left out.
    const triage = await admin.get('/api/admin/question-stats?view=triage');
    expect(triage.json().items.map((item: { question_id: number }) => item.question_id)).toEqual([q5, q2, q3, q4]);
    expect(triage.json().total).toBe(4);
    // Paginated.
    const second = await admin.get('/api/admin/question-stats?view=triage&page=2&pageSize=3');
    expect(second.json()).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.json().items.map((item: { question_id: number }) => item.question_id)).toEqual([q4]);
    // Another certification has none of these answers.
    expect((await admin.get('/api/admin/question-stats?view=all&certificationId=1')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('counts an answer given through the quiz once, as the first answer it is', async () => {
    const admin = await register(ctx, true);
    const learner = await register(ctx);
    const before = (await admin.get('/api/admin/question-stats?view=all')).json() as { items: { question_id: number; answers: number }[] };
    const topics = (await ctx.app.inject({ method: 'GET', url: `/api/get-topics/${NETWORK_PLUS}` })).json() as { id: number }[];
    const started = (await learner.get(`/api/questions/${topics[0].id}?mode=training`)).json() as { attemptId: string; questions: { id: number }[] };
    const questionId = started.questions[0].id;
    // The second answer to the same question is refused by the quiz; only the first is stored and counted.
    for (const answerId of [0, 1]) {
      await learner.post(`/api/attempts/${started.attemptId}/answers`, { questionId, answerId });
    }
    const after = (await admin.get('/api/admin/question-stats?view=all')).json() as { items: { question_id: number; answers: number }[] };
    const count = (list: typeof before) => list.items.find((item) => item.question_id === questionId)?.answers ?? 0;
    expect(count(after)).toBe(count(before) + 1);
  });

  it('names the field of a bad query, and refuses learners', async () => {
    const admin = await register(ctx, true);
    const learner = await register(ctx);
    const bad = await admin.get('/api/admin/question-stats?view=everything');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toContain('view');
    const badPage = await admin.get('/api/admin/question-stats?pageSize=1000');
    expect(badPage.statusCode).toBe(400);
    expect(JSON.stringify(badPage.json().details)).toContain('pageSize');
    expect((await learner.get('/api/admin/question-stats')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/question-stats' })).statusCode).toBe(401);
  });
});
