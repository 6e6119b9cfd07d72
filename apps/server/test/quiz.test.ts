import { describe, expect, it } from 'vitest';
import { DIALECTS, useTestApp } from './test-app';

let counter = 0;

describe.each(DIALECTS)('quiz API on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  async function learner(options: { premium?: boolean; admin?: boolean } = {}) {
    counter += 1;
    const name = `learner${counter}`;
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: name, email: `${name}@example.com`, password: 'secret-pass1' }, remoteAddress: `10.2.0.${counter}` });
    const { token, user } = response.json();
    if (options.premium || options.admin) {
      await ctx.db.updateTable('users').set({ is_premium: options.premium ? 1 : 0, role: options.admin ? 'admin' : 'user' }).where('id', '=', user.id).execute();
    }
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    return { id: user.id as number, token, call };
  }

  const topicIds = async () => (await ctx.app.inject({ method: 'GET', url: '/api/get-topics/11' })).json().map((topic: { id: number }) => topic.id) as number[];

  it('needs an account', async () => {
    const [first] = await topicIds();
    const response = await ctx.app.inject({ method: 'GET', url: `/api/questions/${first}` });
    expect(response.statusCode).toBe(401);
  });

  it('serves a topic quiz in the requested language, shuffled, without the answer key', async () => {
    const { call } = await learner();
    const [ports] = await topicIds();
    const response = await call('GET', `/api/questions/${ports}?lang=fr&mode=training`);
    expect(response.statusCode).toBe(200);
    const attempt = response.json();
    expect(attempt).toMatchObject({ mode: 'training', durationSeconds: null });
    expect(attempt.questions).toHaveLength(2);
    for (const question of attempt.questions) {
      expect(question.question).toMatch(/^\[fr\] /);
      expect(question.topic_title).toBe('Ports');
      expect(question.certification_name).toBe('CompTIA Network+');
      expect(question.answers.map((answer: { id: number }) => answer.id).sort()).toEqual([0, 1, 2, 3]);
      expect(question.answers.every((answer: { text: string }) => answer.text.startsWith('[fr] '))).toBe(true);
    }
    expect(response.body).not.toMatch(/is_correct|correct|explanation/);
  });

  it('refuses a Premium topic to a free learner, and opens it to premium users and admins', async () => {
    const locked = (await topicIds())[3];
    const free = await learner();
    const refused = await free.call('GET', `/api/questions/${locked}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('forbidden');
    expect((await (await learner({ premium: true })).call('GET', `/api/questions/${locked}`)).statusCode).toBe(200);
    expect((await (await learner({ admin: true })).call('GET', `/api/questions/${locked}`)).statusCode).toBe(200);
  });

  it('draws a free learner\'s mixed quiz from open topics only', async () => {
    const { call } = await learner();
    const attempt = (await call('GET', '/api/questions-mixed/11?lang=en')).json();
    expect(attempt.questions).toHaveLength(4);
    expect(attempt.questions.map((q: { topic_title: string }) => q.topic_title)).not.toContain('Troubleshooting');
    const premium = await learner({ premium: true });
    expect((await premium.call('GET', '/api/questions-mixed/11?lang=en')).json().questions).toHaveLength(5);
    expect((await call('GET', '/api/questions-mixed/0?category=reti&mode=exam')).json()).toMatchObject({ mode: 'exam', durationSeconds: 3600 });
    expect((await call('GET', '/api/questions-mixed/0?category=nowhere')).statusCode).toBe(404);
    expect((await call('GET', '/api/questions-mixed/abc')).statusCode).toBe(400);
    expect((await call('GET', '/api/questions-mixed/28')).statusCode).toBe(404);
  });

  it('checks a training answer once, revealing the key and locking the explanation for free learners', async () => {
    const { call } = await learner();
    const [ports] = await topicIds();
    const attempt = (await call('GET', `/api/questions/${ports}?lang=en`)).json();
    const question = attempt.questions[0];
    const key = await ctx.db.selectFrom('questions').select('correct_index').where('id', '=', question.id).executeTakeFirstOrThrow();
    const wrong = (key.correct_index + 1) % 4;
    const response = await call('POST', `/api/attempts/${attempt.attemptId}/answers`, { questionId: question.id, answerId: wrong });
    expect(response.json()).toEqual({ correct: false, correctAnswerId: key.correct_index, explanation: null, explanationLocked: true });
    const second = await call('POST', `/api/attempts/${attempt.attemptId}/answers`, { questionId: question.id, answerId: key.correct_index });
    expect(second.statusCode).toBe(409);
    const foreign = await call('POST', `/api/attempts/${attempt.attemptId}/answers`, { questionId: 999999, answerId: 0 });
    expect(foreign.statusCode).toBe(400);
  });

  it('shows explanations to premium learners', async () => {
    const { call } = await learner({ premium: true });
    const [ports] = await topicIds();
    const attempt = (await call('GET', `/api/questions/${ports}?lang=it`)).json();
    const response = (await call('POST', `/api/attempts/${attempt.attemptId}/answers`, { questionId: attempt.questions[0].id, answerId: 0 })).json();
    expect(response.explanation).toMatch(/^\[it\] explanation/);
    expect(response.explanationLocked).toBe(false);
  });

  it('reveals nothing while an exam runs, resumes it with its time, and scores it server-side', async () => {
    const me = await learner();
    const attempt = (await me.call('GET', '/api/questions-mixed/11?lang=en&mode=exam')).json();
    expect(attempt.durationSeconds).toBe(90 * 60);
    const keys = new Map((await ctx.db.selectFrom('questions').select(['id', 'correct_index']).execute()).map((row) => [row.id, row.correct_index]));
    const [q1, q2, q3] = attempt.questions;
    expect((await me.call('POST', `/api/attempts/${attempt.attemptId}/answers`, { questionId: q1.id, answerId: keys.get(q1.id) })).json()).toEqual({ recorded: true });

    const resumed = (await me.call('GET', `/api/attempts/${attempt.attemptId}`)).json();
    expect(resumed.answers).toEqual([{ questionId: q1.id, answerId: keys.get(q1.id) }]);
    expect(resumed.remainingSeconds).toBeGreaterThan(90 * 60 - 10);
    expect(resumed.submitted).toBe(false);
    expect((await (await learner()).call('GET', `/api/attempts/${attempt.attemptId}`)).statusCode).toBe(404);

    const saved = await me.call('POST', '/api/save-exam', {
      attemptId: attempt.attemptId,
      answers: [{ questionId: q2.id, answerId: keys.get(q2.id) }, { questionId: q3.id, answerId: (keys.get(q3.id)! + 1) % 4 }],
      // What a client claims is ignored.
      totalQuestions: 4,
      correctAnswers: 4,
      isExam: true,
    });
    expect(saved.statusCode).toBe(200);
    const result = saved.json();
    expect(result).toMatchObject({ correctAnswers: 2, totalQuestions: 4, percentage: 50, passed: false, points: 4, streakBonus: 5, badgeAssigned: true, awardedBadge: 'Primo passo', awardedBadgeKey: 'first-quiz' });
    expect(result.updatedUser).toMatchObject({ total_points: 9, current_streak: 1, best_streak: 1 });
    expect(result.review).toHaveLength(4);
    expect(result.review.find((item: { questionId: number }) => item.questionId === q3.id)).toMatchObject({ correct: false, correctAnswerId: keys.get(q3.id) });
    expect(result.review.find((item: { questionId: number }) => item.questionId === attempt.questions[3].id).chosenAnswerId).toBeNull();
  });

  it('counts a repeated submit once and answers it the same', async () => {
    const me = await learner();
    const [ports] = await topicIds();
    const attempt = (await me.call('GET', `/api/questions/${ports}?mode=exam`)).json();
    const first = (await me.call('POST', '/api/save-exam', { attemptId: attempt.attemptId })).json();
    const second = (await me.call('POST', '/api/save-exam', { attemptId: attempt.attemptId, answers: [{ questionId: attempt.questions[0].id, answerId: 0 }] })).json();
    expect(second).toEqual(first);
    const results = await ctx.db.selectFrom('quiz_results').selectAll().where('user_id', '=', me.id).execute();
    expect(results).toHaveLength(1);
    expect((await me.call('POST', `/api/attempts/${attempt.attemptId}/answers`, { questionId: attempt.questions[0].id, answerId: 0 })).statusCode).toBe(409);
  });

  it('counts a concurrent pair of submits once', async () => {
    const me = await learner();
    const [ports] = await topicIds();
    const attempt = (await me.call('GET', `/api/questions/${ports}?mode=exam`)).json();
    const key = await ctx.db.selectFrom('questions').select('correct_index').where('id', '=', attempt.questions[0].id).executeTakeFirstOrThrow();
    const payload = { attemptId: attempt.attemptId, answers: [{ questionId: attempt.questions[0].id, answerId: key.correct_index }] };
    const [a, b] = await Promise.all([me.call('POST', '/api/save-exam', payload), me.call('POST', '/api/save-exam', payload)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    const rows = await ctx.db.selectFrom('quiz_results').selectAll().where('user_id', '=', me.id).execute();
    expect(rows).toHaveLength(1);
    const user = await ctx.db.selectFrom('users').select('total_points').where('id', '=', me.id).executeTakeFirstOrThrow();
    // 2 points for the right exam answer + 5 for the first day of the streak, once.
    expect(user.total_points).toBe(7);
  });

  it('refuses to score an attempt that is not the learner\'s, or a malformed id', async () => {
    const owner = await learner();
    const [ports] = await topicIds();
    const attempt = (await owner.call('GET', `/api/questions/${ports}`)).json();
    const other = await learner();
    expect((await other.call('POST', '/api/save-exam', { attemptId: attempt.attemptId })).statusCode).toBe(404);
    expect((await other.call('POST', '/api/save-exam', { attemptId: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it('stores feedback on a question, and wants a description for a report', async () => {
    const me = await learner();
    const [ports] = await topicIds();
    const attempt = (await me.call('GET', `/api/questions/${ports}`)).json();
    const questionId = attempt.questions[0].id;
    const useful = await me.call('POST', '/api/feedback', { questionId, topicId: ports, type: 'positive' });
    expect(useful.statusCode).toBe(201);
    expect((await me.call('POST', '/api/feedback', { questionId, topicId: null, type: 'report' })).statusCode).toBe(400);
    expect((await me.call('POST', '/api/feedback', { questionId, topicId: ports, type: 'report', description: 'Answer B is also right' })).statusCode).toBe(201);
    expect((await me.call('POST', '/api/feedback', { questionId: 999999, type: 'negative' })).statusCode).toBe(404);
    const rows = await ctx.db.selectFrom('question_feedback').selectAll().where('user_id', '=', me.id).orderBy('id').execute();
    expect(rows.map((row) => [row.type, row.description])).toEqual([['positive', null], ['report', 'Answer B is also right']]);
  });

  it('refuses feedback naming a topic that does not exist or is not the question\'s, and stores nothing', async () => {
    const me = await learner();
    const [ports, osi] = await topicIds();
    const questionId = (await me.call('GET', `/api/questions/${ports}`)).json().questions[0].id;
    for (const topicId of [987654, osi]) {
      const refused = await me.call('POST', '/api/feedback', { questionId, topicId, type: 'negative' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'validation_error', message: 'topicId is not the topic of this question.' });
    }
    expect(await ctx.db.selectFrom('question_feedback').selectAll().where('user_id', '=', me.id).execute()).toEqual([]);
  });

  it('limits how much feedback one learner can send', async () => {
    const me = await learner();
    const [ports] = await topicIds();
    const questionId = (await me.call('GET', `/api/questions/${ports}`)).json().questions[0].id;
    const statuses: number[] = [];
    for (let i = 0; i < 151; i += 1) statuses.push((await me.call('POST', '/api/feedback', { questionId, type: 'positive' })).statusCode);
    expect(statuses.slice(0, 150).every((status) => status === 201)).toBe(true);
    expect(statuses[150]).toBe(429);
  });

  it('lists the learner\'s results, newest first', async () => {
    const me = await learner();
    const [ports] = await topicIds();
    const attempt = (await me.call('GET', `/api/questions/${ports}?mode=training`)).json();
    await me.call('POST', '/api/save-exam', { attemptId: attempt.attemptId });
    const results = (await me.call('GET', '/api/quiz-results')).json();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ topic_id: ports, quiz_id: null, mode: 'training', total_questions: 2, certification_name: 'CompTIA Network+' });
  });
});

describe.each(DIALECTS)('retrying missed questions on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  it('starts a training round on exactly the questions missed, only after the submit', async () => {
    const registered = (await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: 'retrier', email: 'retrier@example.com', password: 'secret-pass1' } })).json();
    const call = (method: 'GET' | 'POST', url: string, payload?: object) => ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${registered.token}` } });
    const attempt = (await call('GET', '/api/questions-mixed/11?lang=en&mode=exam')).json();
    expect((await call('POST', `/api/attempts/${attempt.attemptId}/retry-missed`)).statusCode).toBe(409);
    const keys = new Map((await ctx.db.selectFrom('questions').select(['id', 'correct_index']).execute()).map((row) => [row.id, row.correct_index]));
    const [right, wrong] = attempt.questions;
    await call('POST', '/api/save-exam', {
      attemptId: attempt.attemptId,
      answers: [{ questionId: right.id, answerId: keys.get(right.id) }, { questionId: wrong.id, answerId: (keys.get(wrong.id)! + 1) % 4 }],
    });
    const retry = await call('POST', `/api/attempts/${attempt.attemptId}/retry-missed?lang=it`);
    expect(retry.statusCode).toBe(200);
    const round = retry.json();
    expect(round.mode).toBe('training');
    expect(round.questions.map((q: { id: number }) => q.id).sort()).toEqual(attempt.questions.slice(1).map((q: { id: number }) => q.id).sort());
    expect(round.questions[0].question).toMatch(/^\[it\] /);
  });
});
