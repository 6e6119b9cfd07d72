import { describe, expect, it } from 'vitest';
import { DIALECTS, useTestApp, type TestContext } from './test-app';

const NETWORK_PLUS = 11;
let counter = 0;

async function register(ctx: TestContext, admin = false) {
  const name = `review${++counter}`;
  const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: name, email: `${name}@example.com`, password: 'secret-pass1' }, remoteAddress: `10.8.0.${counter}` });
  const { token, user } = response.json() as { token: string; user: { id: number } };
  if (admin) await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  return { id: user.id, username: name, call };
}

describe.each(DIALECTS)('feedback review on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  it('lists learners\' feedback with its question and topic, counts active items, archives and deletes', async () => {
    const admin = await register(ctx, true);
    const learner = await register(ctx);
    const topics = (await ctx.app.inject({ method: 'GET', url: `/api/get-topics/${NETWORK_PLUS}` })).json() as { id: number; title: string }[];
    const questions = await ctx.db.selectFrom('questions').select(['id', 'topic_id']).orderBy('id').execute();
    const [first, second] = questions;
    const markup = '<img src=x onerror=alert(1)> the key is wrong';
    const post = async (body: object) => {
      const response = await learner.call('POST', '/api/feedback', body);
      expect(response.statusCode).toBe(201);
      return response.json().id as number;
    };
    const report = await post({ questionId: first.id, topicId: first.topic_id, type: 'report', description: markup });
    const positive = await post({ questionId: second.id, type: 'positive' });
    const negative = await post({ questionId: second.id, type: 'negative' });

    const list = await admin.call('GET', '/api/admin/feedback?lang=en');
    expect(list.statusCode).toBe(200);
    const items = list.json() as { id: number }[];
    // A plain list, newest first, as the spec's client reads it.
    expect(items.map((item) => item.id)).toEqual([negative, positive, report]);
    const topicTitle = (await ctx.app.inject({ method: 'GET', url: `/api/get-topics/${NETWORK_PLUS}?lang=en` })).json().find((topic: { id: number }) => topic.id === first.topic_id).title;
    const englishText = await ctx.db.selectFrom('question_translations').select('question').where('question_id', '=', first.id).where('lang', '=', 'en').executeTakeFirstOrThrow();
    expect(items[2]).toEqual({
      id: report,
      type: 'report',
      question_id: first.id,
      question: englishText.question,
      topic_id: first.topic_id,
      topic_title: topicTitle,
      certification_id: NETWORK_PLUS,
      certification_name: expect.any(String),
      // Stored and answered as the learner typed it: the page shows it as text.
      description: markup,
      username: learner.username,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      archived: 0,
    });
    expect(topics.length).toBeGreaterThan(0);
    expect((await admin.call('GET', '/api/admin/feedback/stats')).json()).toEqual({ positive: 1, negative: 1, report: 1, archived: 0 });
    expect((await admin.call('GET', '/api/admin/feedback?type=report')).json().map((item: { id: number }) => item.id)).toEqual([report]);
    expect((await admin.call('GET', `/api/admin/feedback?questionId=${second.id}`)).json()).toHaveLength(2);
    expect((await admin.call('GET', '/api/admin/feedback?limit=1&offset=1')).json().map((item: { id: number }) => item.id)).toEqual([positive]);

    // Archive: out of the counts, into the archived list; twice is harmless.
    const archived = await admin.call('PUT', `/api/admin/feedback/${report}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toEqual({ id: report, archived: 1 });
    expect((await admin.call('PUT', `/api/admin/feedback/${report}/archive`)).statusCode).toBe(200);
    expect((await admin.call('GET', '/api/admin/feedback/stats')).json()).toEqual({ positive: 1, negative: 1, report: 0, archived: 1 });
    expect((await admin.call('GET', '/api/admin/feedback?archived=true')).json().map((item: { id: number; archived: number }) => [item.id, item.archived])).toEqual([[report, 1]]);
    expect((await admin.call('GET', '/api/admin/feedback?archived=false')).json().map((item: { id: number }) => item.id)).toEqual([negative, positive]);

    // Archived items are read-only: deleting one is refused and leaves it.
    const refused = await admin.call('DELETE', `/api/admin/feedback/${report}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('conflict');
    expect(await ctx.db.selectFrom('question_feedback').select('id').where('id', '=', report).executeTakeFirst()).toBeDefined();

    const deleted = await admin.call('DELETE', `/api/admin/feedback/${negative}`);
    expect(deleted.statusCode).toBe(204);
    expect((await admin.call('GET', '/api/admin/feedback')).json().map((item: { id: number }) => item.id)).toEqual([positive, report]);
    expect((await admin.call('DELETE', `/api/admin/feedback/${negative}`)).statusCode).toBe(404);
    expect((await admin.call('PUT', `/api/admin/feedback/${negative}/archive`)).statusCode).toBe(404);
  });

  it('answers learners 403 and anonymous callers 401, changing nothing', async () => {
    const learner = await register(ctx);
    const item = await ctx.db
      .insertInto('question_feedback')
      .values({ user_id: learner.id, question_id: (await ctx.db.selectFrom('questions').select('id').executeTakeFirstOrThrow()).id, topic_id: null, type: 'negative', description: null, archived: 0, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [method, url] of [['GET', '/api/admin/feedback'], ['GET', '/api/admin/feedback/stats'], ['PUT', `/api/admin/feedback/${item.id}/archive`], ['DELETE', `/api/admin/feedback/${item.id}`]] as const) {
      expect((await learner.call(method, url)).statusCode, `${method} ${url}`).toBe(403);
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await ctx.db.selectFrom('question_feedback').select('archived').where('id', '=', item.id).executeTakeFirstOrThrow()).toEqual({ archived: 0 });
  });

  it('names the field of bad input', async () => {
    const admin = await register(ctx, true);
    for (const [url, field] of [
      ['/api/admin/feedback?type=praise', 'type'],
      ['/api/admin/feedback?archived=maybe', 'archived'],
      ['/api/admin/feedback?limit=501', 'limit'],
      ['/api/admin/feedback?questionId=abc', 'questionId'],
    ]) {
      const response = await admin.call('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toBe('validation_error');
      expect(JSON.stringify(response.json().details), url).toContain(field);
    }
    const badId = await admin.call('DELETE', '/api/admin/feedback/abc');
    expect(badId.statusCode).toBe(400);
    expect(JSON.stringify(badId.json().details)).toContain('id');
  });
});
