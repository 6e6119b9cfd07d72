import { BADGES } from '@certamen/shared';
import { describe, expect, it } from 'vitest';
import { DIALECTS, useTestApp, type TestContext } from './test-app';

let counter = 0;
const NETWORK_PLUS = 11;

/** A learner of the test app, with calls carrying their token. */
async function learner(ctx: TestContext, options: { admin?: boolean } = {}) {
  counter += 1;
  const name = `progress${counter}`;
  const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: name, email: `${name}@example.com`, password: 'secret-pass1' }, remoteAddress: `10.3.${Math.floor(counter / 200)}.${counter % 200}` });
  const { token, user } = response.json();
  if (options.admin) await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  return { id: user.id as number, username: name, call };
}
type Learner = Awaited<ReturnType<typeof learner>>;

/** Takes a quiz answering every question right (the key read from the database, as a script that learned it would). */
async function takeQuiz(ctx: TestContext, who: Learner, url: string, options: { wrong?: boolean } = {}) {
  const started = await who.call('GET', url);
  expect(started.statusCode).toBe(200);
  const attempt = started.json() as { attemptId: string; questions: { id: number }[] };
  const keys = await ctx.db.selectFrom('questions').select(['id', 'correct_index']).where('id', 'in', attempt.questions.map((q) => q.id)).execute();
  const answers = keys.map((key) => ({ questionId: key.id, answerId: options.wrong ? (key.correct_index + 1) % 4 : key.correct_index }));
  const saved = await who.call('POST', '/api/save-exam', { attemptId: attempt.attemptId, answers });
  expect(saved.statusCode).toBe(200);
  return { attemptId: attempt.attemptId, result: saved.json() };
}

const firstTopic = async (ctx: TestContext) => (await ctx.app.inject({ method: 'GET', url: `/api/get-topics/${NETWORK_PLUS}` })).json()[0].id as number;

describe.each(DIALECTS)('progress API on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  it('answers a learner their own streak, refuses another learner\'s with 403, and lets an admin read anyone\'s', async () => {
    const me = await learner(ctx);
    const other = await learner(ctx);
    const admin = await learner(ctx, { admin: true });
    expect((await me.call('GET', `/api/user/slancio/${me.id}`)).json()).toEqual({ current_streak: 0, best_streak: 0, last_day: null, freezes: 0 });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/user/slancio/${me.id}` })).statusCode).toBe(401);
    for (const url of [`/api/user/slancio/${other.id}`, `/api/user-certification-stats/${other.id}/${NETWORK_PLUS}`]) {
      const refused = await me.call('GET', url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('forbidden');
    }
    expect((await admin.call('GET', `/api/user/slancio/${me.id}`)).statusCode).toBe(200);
    expect((await admin.call('GET', `/api/user/slancio/999999`)).statusCode).toBe(404);
    expect((await me.call('GET', '/api/user/slancio/abc')).statusCode).toBe(400);
  });

  it('shows a new learner an empty profile: no badges earned, no history, zero progress', async () => {
    const me = await learner(ctx);
    const badges = (await me.call('GET', '/api/user/user-badges?lang=fr')).json();
    expect(badges).toHaveLength(BADGES.length);
    expect(badges.every((badge: { earned: boolean }) => !badge.earned)).toBe(true);
    expect(badges.find((badge: { key: string }) => badge.key === 'first-quiz')).toMatchObject({ title: 'Premier pas', image: '/badges/first-quiz.svg' });
    expect((await me.call('GET', '/api/user/user-history')).json()).toEqual({ items: [], stats: { total: 0, average_score: 0, best_score: 0, exams_passed: 0, total_points: 0 } });
    const progress = (await me.call('GET', '/api/user/user-categories-progress')).json();
    expect(progress).toHaveLength(8);
    expect(progress.find((row: { slug: string }) => row.slug === 'reti')).toMatchObject({ quizTaken: 0, quizTotaliEseguiti: 0, totalQuestions: 0, percentage: 0 });
    expect((await me.call('GET', `/api/user-certification-stats/${me.id}/${NETWORK_PLUS}`)).json()).toEqual({ certification_id: NETWORK_PLUS, type: 'all', total_exams: 0, max_score: 0, average_score: 0 });
  });

  it('reflects a training quiz and an exam in history, stats, badges, category progress and the exam\'s review', async () => {
    const me = await learner(ctx);
    const topic = await firstTopic(ctx);
    await takeQuiz(ctx, me, `/api/questions/${topic}?mode=training&lang=en`, { wrong: true });
    const exam = await takeQuiz(ctx, me, `/api/questions-mixed/${NETWORK_PLUS}?mode=exam&lang=it`);
    expect(exam.result.passed).toBe(true);

    const history = (await me.call('GET', '/api/user/user-history?lang=en')).json();
    expect(history.items.map((item: { mode: string; percentage: number }) => [item.mode, item.percentage])).toEqual([['exam', 100], ['training', 0]]);
    expect(history.items[0]).toMatchObject({ attempt_id: exam.attemptId, quiz_id: -NETWORK_PLUS, passed: true, certification_name: 'CompTIA Network+' });
    expect(history.items[1]).toMatchObject({ quiz_id: null, topic_title: 'Ports' });
    expect(history.stats).toMatchObject({ total: 2, average_score: 50, best_score: 100, exams_passed: 1 });
    expect((await me.call('GET', '/api/user/user-history?limit=1&offset=1')).json().items).toHaveLength(1);

    const earned = (await me.call('GET', '/api/user/user-badges')).json().filter((badge: { earned: boolean }) => badge.earned).map((badge: { key: string }) => badge.key);
    expect(earned).toEqual(expect.arrayContaining(['first-quiz', 'exam-passed', 'master-reti']));

    const all = (await me.call('GET', `/api/user-certification-stats/${me.id}/${NETWORK_PLUS}`)).json();
    expect(all).toMatchObject({ total_exams: 2, max_score: 100, average_score: 50 });
    expect((await me.call('GET', `/api/user-certification-stats/${me.id}/${NETWORK_PLUS}?type=mixed`)).json()).toMatchObject({ total_exams: 1, max_score: 100 });
    expect((await me.call('GET', `/api/user-certification-stats/${me.id}/${NETWORK_PLUS}?type=topic`)).json()).toMatchObject({ total_exams: 1, max_score: 0 });
    expect((await me.call('GET', `/api/user-certification-stats/${me.id}/${NETWORK_PLUS}?type=other`)).statusCode).toBe(400);
    expect((await me.call('GET', `/api/user-certification-stats/${me.id}/424242`)).statusCode).toBe(404);

    const reti = (await me.call('GET', '/api/user/user-categories-progress')).json().find((row: { slug: string }) => row.slug === 'reti');
    expect(reti.quizTaken).toBeGreaterThanOrEqual(1);
    expect(reti.quizTotaliEseguiti).toBe(2);
    expect(reti.percentage).toBe(Math.floor((reti.quizTaken * 100) / reti.total_topics));

    const review = await me.call('GET', `/api/attempts/${exam.attemptId}/review`);
    expect(review.statusCode).toBe(200);
    expect(review.json()).toMatchObject({ attemptId: exam.attemptId, mode: 'exam', passed: true, percentage: 100, certification_name: 'CompTIA Network+' });
    expect(review.json().review.every((item: { correct: boolean; chosenAnswerId: number; correctAnswerId: number }) => item.correct && item.chosenAnswerId === item.correctAnswerId)).toBe(true);
    const stranger = await learner(ctx);
    expect((await stranger.call('GET', `/api/attempts/${exam.attemptId}/review`)).statusCode).toBe(404);
    const open = (await me.call('GET', `/api/questions/${topic}`)).json();
    expect((await me.call('GET', `/api/attempts/${open.attemptId}/review`)).statusCode).toBe(409);
  });

  it('ranks learners by points, all time and this week; a hidden learner is absent from the list but sees their own rank', async () => {
    const top = await learner(ctx);
    const second = await learner(ctx);
    await takeQuiz(ctx, top, `/api/questions-mixed/${NETWORK_PLUS}?mode=exam`);
    await takeQuiz(ctx, second, `/api/questions/${await firstTopic(ctx)}?mode=training`);

    for (const period of ['all', 'week']) {
      const board = (await top.call('GET', `/api/leaderboard?period=${period}`)).json();
      const names = board.items.map((item: { username: string }) => item.username);
      expect(names.indexOf(top.username)).toBeGreaterThanOrEqual(0);
      expect(names.indexOf(top.username)).toBeLessThan(names.indexOf(second.username));
      expect(board.me).toMatchObject({ id: top.id, hidden: false, rank: names.indexOf(top.username) + 1 });
    }
    const anonymous = (await ctx.app.inject({ method: 'GET', url: '/api/leaderboard' })).json();
    expect(anonymous.me).toBeNull();
    expect(anonymous.items[0]).toEqual({ rank: 1, id: expect.any(Number), username: expect.any(String), total_points: expect.any(Number) });

    expect((await top.call('PUT', '/api/user/leaderboard-visibility', { hidden: true })).json()).toEqual({ hidden: true });
    const hiddenView = (await top.call('GET', '/api/leaderboard')).json();
    expect(hiddenView.items.map((item: { id: number }) => item.id)).not.toContain(top.id);
    expect(hiddenView.me).toMatchObject({ id: top.id, hidden: true, rank: expect.any(Number) });
    expect((await second.call('GET', '/api/leaderboard?period=week')).json().items.map((item: { id: number }) => item.id)).not.toContain(top.id);
    expect((await top.call('PUT', '/api/user/leaderboard-visibility', { hidden: 'yes' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/leaderboard?period=year' })).statusCode).toBe(400);
  });
});

describe.each(DIALECTS)('points that cannot be farmed, on %s', (dialect) => {
  const ctx = useTestApp(dialect, { DAILY_POINTS_CAP: '150', ATTEMPTS_PER_HOUR: '1000' });

  it('pays a question at most once a day, and a script looping exams with known answers earns no more than the daily cap', async () => {
    const script = await learner(ctx);
    const first = await takeQuiz(ctx, script, `/api/questions-mixed/${NETWORK_PLUS}?mode=exam`);
    expect(first.result.points).toBeGreaterThan(0);
    // The same questions again the same day: the pass bonus still counts, the answers no longer do.
    const again = await takeQuiz(ctx, script, `/api/questions-mixed/${NETWORK_PLUS}?mode=exam`);
    expect(again.result.points).toBe(20);
    for (let loop = 0; loop < 40; loop += 1) await takeQuiz(ctx, script, `/api/questions-mixed/${NETWORK_PLUS}?mode=exam`);
    const user = await ctx.db.selectFrom('users').select('total_points').where('id', '=', script.id).executeTakeFirstOrThrow();
    expect(user.total_points).toBe(150);
    const history = (await script.call('GET', '/api/user/user-history?limit=100')).json();
    expect(history.items).toHaveLength(42);
    expect(history.items.reduce((sum: number, item: { score: number }) => sum + item.score, 0)).toBe(150);
  });
});

describe.each(DIALECTS)('starting quizzes, on %s', (dialect) => {
  const ctx = useTestApp(dialect, { ATTEMPTS_PER_HOUR: '3' });

  it('is limited per learner with a clear message and a Retry-After', async () => {
    const me = await learner(ctx);
    const other = await learner(ctx);
    const topic = await firstTopic(ctx);
    for (let i = 0; i < 3; i += 1) expect((await me.call('GET', `/api/questions/${topic}`)).statusCode).toBe(200);
    const refused = await me.call('GET', `/api/questions-mixed/${NETWORK_PLUS}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited', message: expect.stringMatching(/Too many quizzes started\. Try again in \d+ minutes?\./) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await other.call('GET', `/api/questions/${topic}`)).statusCode).toBe(200);
  });
});
