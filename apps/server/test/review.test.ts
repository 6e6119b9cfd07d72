import type { Attempt, Readiness, ReviewSummary } from '@certamen/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DIALECTS, useTestApp, type TestContext } from './test-app';

const NETWORK_PLUS = 11;
const HOUR = 3_600_000;
let counter = 0;

describe.each(DIALECTS)('spaced review and readiness on %s', (dialect) => {
  const ctx = useTestApp(dialect, { AUTH_RATE_LIMIT_FACTOR: '100', ATTEMPTS_PER_HOUR: '100000' });
  // A second app on the same database whose clock the tests move: days pass between sessions.
  let clock = new Date('2026-11-25T09:00:00Z');
  let app: TestContext['app'];
  beforeAll(async () => {
    app = await buildApp({ config: ctx.config, db: ctx.db, logger: false, now: () => clock });
  });
  afterAll(async () => app?.close());
  const later = (hours: number) => {
    clock = new Date(clock.getTime() + hours * HOUR);
  };

  async function learner() {
    counter += 1;
    const name = `review${counter}`;
    const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: name, email: `${name}@example.com`, password: 'secret-pass1' }, remoteAddress: `10.7.${Math.floor(counter / 200)}.${counter % 200}` });
    const { token, user } = response.json();
    const call = (method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    return { id: user.id as number, call };
  }
  type Learner = Awaited<ReturnType<typeof learner>>;

  const keyOf = async (questionId: number) => (await ctx.db.selectFrom('questions').select('correct_index').where('id', '=', questionId).executeTakeFirstOrThrow()).correct_index;
  const firstTopic = async () => (await app.inject({ method: 'GET', url: `/api/get-topics/${NETWORK_PLUS}` })).json()[0].id as number;

  /** Answers an attempt's questions one by one (right unless listed in `wrong`), then submits it. */
  async function answerAll(who: Learner, attempt: Attempt, wrong: Set<number>, mode: 'training' | 'exam' = 'training') {
    for (const question of attempt.questions) {
      const key = await keyOf(question.id);
      const response = await who.call('POST', `/api/attempts/${attempt.attemptId}/answers`, { questionId: question.id, answerId: wrong.has(question.id) ? (key + 1) % 4 : key });
      expect(response.statusCode).toBe(200);
      if (mode === 'training') expect(response.json().correct).toBe(!wrong.has(question.id));
    }
    expect((await who.call('POST', '/api/save-exam', { attemptId: attempt.attemptId })).statusCode).toBe(200);
  }
  const start = async (who: Learner, url: string) => {
    const response = await who.call('GET', url);
    expect(response.statusCode).toBe(200);
    return response.json() as Attempt;
  };
  const summary = async (who: Learner) => ((await who.call('GET', '/api/review/summary')).json() as ReviewSummary).items;
  const readiness = async (who: Learner) => {
    const response = await who.call('GET', `/api/user/readiness/${NETWORK_PLUS}?lang=en`);
    expect(response.statusCode).toBe(200);
    return response.json() as Readiness;
  };

  it('brings a question answered wrong back sooner than one answered right, and serves the due ones first', async () => {
    const me = await learner();
    const quiz = await start(me, `/api/questions/${await firstTopic()}?lang=en&mode=training`);
    expect(quiz.questions.length).toBeGreaterThanOrEqual(2);
    const [missed, known] = quiz.questions.map((question) => question.id);
    await answerAll(me, quiz, new Set([missed!]));

    const cards = await ctx.db.selectFrom('review_cards').select(['question_id', 'due', 'last_correct']).where('user_id', '=', me.id).execute();
    expect(cards).toHaveLength(quiz.questions.length);
    const dueOf = (id: number) => cards.find((card) => card.question_id === id)!.due;
    expect(dueOf(missed!) < dueOf(known!)).toBe(true);
    expect((await summary(me))[0]).toMatchObject({ certification_id: NETWORK_PLUS, due_today: 0, learned: quiz.questions.length - 1, total: 5 });

    later(30); // the next day: only the missed question is due
    expect((await summary(me))[0]!.due_today).toBe(1);
    const review = await start(me, `/api/questions-review/${NETWORK_PLUS}?lang=en&mode=training`);
    expect(review.mode).toBe('training');
    expect(review.questions[0]!.id).toBe(missed);
    expect(review.questions.map((question) => question.id)).toEqual(expect.arrayContaining(quiz.questions.map((question) => question.id)));
    expect(review.questions.length).toBeLessThanOrEqual(10);

    // The review session is an ordinary attempt: answering it right moves the card, and nothing is due today any more.
    await answerAll(me, review, new Set());
    expect((await summary(me))[0]!.due_today).toBe(0);
    const card = await ctx.db.selectFrom('review_cards').selectAll().where('user_id', '=', me.id).where('question_id', '=', missed!).executeTakeFirstOrThrow();
    expect(card).toMatchObject({ last_correct: 1, lapses: 0, reps: 2 });
  });

  it("never shows a learner another learner's cards", async () => {
    const me = await learner();
    const other = await learner();
    const quiz = await start(me, `/api/questions/${await firstTopic()}?lang=en&mode=training`);
    await answerAll(me, quiz, new Set(quiz.questions.map((question) => question.id)));
    later(30);
    expect((await summary(me))[0]!.due_today).toBe(quiz.questions.length);

    expect(await summary(other)).toEqual([]);
    const theirs = await readiness(other);
    expect(theirs.topics.every((topic) => topic.answered === 0 && topic.due === 0 && topic.mastery === 0)).toBe(true);
    expect(theirs.readiness).toBe(0);
    // Their review session draws unseen questions; answering it touches their cards only.
    const review = await start(other, `/api/questions-review/${NETWORK_PLUS}?lang=en`);
    await answerAll(other, review, new Set());
    expect((await summary(me))[0]!.due_today).toBe(quiz.questions.length);
    const mine = await ctx.db.selectFrom('review_cards').select('last_correct').where('user_id', '=', me.id).execute();
    expect(mine.every((card) => card.last_correct === 0)).toBe(true);
  });

  it('moves an exam\'s cards only when it is submitted', async () => {
    const me = await learner();
    const exam = await start(me, `/api/questions/${await firstTopic()}?lang=en&mode=exam`);
    const first = exam.questions[0]!;
    expect((await me.call('POST', `/api/attempts/${exam.attemptId}/answers`, { questionId: first.id, answerId: await keyOf(first.id) })).statusCode).toBe(200);
    expect(await ctx.db.selectFrom('review_cards').select('question_id').where('user_id', '=', me.id).execute()).toEqual([]);
    expect((await me.call('POST', '/api/save-exam', { attemptId: exam.attemptId })).statusCode).toBe(200);
    const cards = await ctx.db.selectFrom('review_cards').select(['question_id', 'last_correct']).where('user_id', '=', me.id).execute();
    expect(cards).toEqual([{ question_id: first.id, last_correct: 1 }]);
  });

  it('estimates mastery per topic and readiness, and both rise after practice', async () => {
    const me = await learner();
    const before = await readiness(me);
    expect(before).toMatchObject({ certification_id: NETWORK_PLUS, readiness: 0, level: 'not-yet', exams_counted: 0 });
    expect(before.topics.map((topic) => topic.title)).toEqual(['Ports', 'OSI model', 'Wireless', 'Troubleshooting'].map((title) => expect.stringContaining(title.split(' ')[0]!)));
    expect(before.topics.reduce((sum, topic) => sum + topic.weight, 0)).toBeCloseTo(1);

    const topic = await firstTopic();
    const quiz = await start(me, `/api/questions/${topic}?lang=en&mode=training`);
    await answerAll(me, quiz, new Set());
    const after = await readiness(me);
    const practised = after.topics.find((entry) => entry.topic_id === topic)!;
    expect(practised).toMatchObject({ answered: quiz.questions.length, due: 0 });
    expect(practised.mastery).toBeGreaterThan(0.9);
    expect(after.readiness).toBeGreaterThan(before.readiness);
    expect(after.topics.filter((entry) => entry.topic_id !== topic).every((entry) => entry.mastery === 0)).toBe(true);

    // Weeks later the memory has faded: mastery falls, and the questions are due again.
    later(24 * 40);
    const faded = await readiness(me);
    expect(faded.topics.find((entry) => entry.topic_id === topic)!.mastery).toBeLessThan(practised.mastery);
    expect(faded.topics.find((entry) => entry.topic_id === topic)!.due).toBe(quiz.questions.length);
  });

  it('answers errors as documented', async () => {
    const me = await learner();
    expect((await app.inject({ method: 'GET', url: '/api/review/summary' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/user/readiness/${NETWORK_PLUS}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/questions-review/${NETWORK_PLUS}` })).statusCode).toBe(401);
    expect((await me.call('GET', '/api/user/readiness/999999')).statusCode).toBe(404);
    expect((await me.call('GET', '/api/questions-review/999999')).statusCode).toBe(404);
    for (const url of ['/api/user/readiness/abc', '/api/questions-review/0', `/api/questions-review/${NETWORK_PLUS}?mode=exam`, `/api/user/readiness/${NETWORK_PLUS}?lang=de`]) {
      const response = await me.call('GET', url);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation_error');
    }
  });

  it('keeps a streak through one missed day with a freeze earned by 7 days in a row', async () => {
    const me = await learner();
    const topic = await firstTopic();
    const quizDay = async () => {
      await answerAll(me, await start(me, `/api/questions/${topic}?lang=en&mode=training`), new Set());
      return (await me.call('GET', `/api/user/slancio/${me.id}`)).json();
    };
    for (let day = 1; day <= 6; day += 1) {
      expect(await quizDay()).toMatchObject({ current_streak: day, freezes: 0 });
      later(24);
    }
    expect(await quizDay()).toMatchObject({ current_streak: 7, freezes: 1 });
    later(48); // one day missed
    expect(await quizDay()).toMatchObject({ current_streak: 8, freezes: 0 });
    later(72); // two days missed, no freeze left
    expect(await quizDay()).toMatchObject({ current_streak: 1, best_streak: 8, freezes: 0 });
  });
});

describe('test clock setting', () => {
  it('is refused outside NODE_ENV=test, so production cannot run on a moved clock', () => {
    expect(() => loadConfig({ TEST_CLOCK_OFFSET_HOURS: '48' })).toThrow(/TEST_CLOCK_OFFSET_HOURS/);
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK_OFFSET_HOURS: '48' })).toThrow(/TEST_CLOCK_OFFSET_HOURS/);
    expect(() => loadConfig({ NODE_ENV: 'development', TEST_CLOCK_OFFSET_HOURS: '48' })).toThrow(/TEST_CLOCK_OFFSET_HOURS/);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_OFFSET_HOURS: '48' }).testClockOffsetHours).toBe(48);
    expect(loadConfig({ NODE_ENV: 'production' }).testClockOffsetHours).toBeUndefined();
  });
});
