import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowCounts } from './db-snapshot';
import { DIALECTS, useTestApp } from './test-app';

/**
 * Every route of the running app (app.routeTable, not a hand list), called anonymously, as a learner and
 * as an admin: each gets exactly the status its access rule says. A route without a case below fails the
 * test, so a new route cannot be left unchecked.
 */

type Role = 'anonymous' | 'learner' | 'admin';
interface Actor {
  role: Role;
  id: number;
  token: string | null;
}
interface Call {
  url: string;
  payload?: object | string;
  /** For a body that is not JSON (a file upload). */
  contentType?: string;
}
/** A class or an exact status. */
type Expected = '2xx' | '3xx' | 401 | 403 | 404;
type Expectations = Record<Role, Expected>;

interface RouteCase {
  /** public: anyone; user: a logged-in user (anonymous callers get 401); admin: administrators (401 anonymous, 403 learners). */
  access: 'public' | 'user' | 'admin';
  /** A well-formed call naming things that exist and are the caller's own. */
  ok: (actor: Actor) => Promise<Call> | Call;
  /** The same call naming an id that does not exist. */
  missing?: { call: (actor: Actor) => Promise<Call> | Call; expect: Partial<Expectations> };
  /** A call naming something that exists but the caller may not have (a Premium topic). */
  forbidden?: { call: (actor: Actor) => Promise<Call> | Call; expect: Partial<Expectations> };
  /** The call made by `actor` with another learner's (`owner`'s) ids. */
  foreign?: { call: (actor: Actor, owner: Actor) => Promise<Call> | Call; expect: { learner: Expected; admin: Expected } };
  /** Each call needs its own user (the call ends the caller's sessions). */
  freshActor?: boolean;
  /** The route answers with a redirect. */
  redirects?: boolean;
}

const NETWORK_PLUS = 11;
const MISSING_ID = 999_999;
const missingUuid = () => crypto.randomUUID();
let counter = 0;
const freshAddress = () => `10.20.${Math.floor(++counter / 250)}.${counter % 250}`;

describe.each(DIALECTS)('access to every route on %s', (dialect) => {
  const ctx = useTestApp(dialect, { AUTH_RATE_LIMIT_FACTOR: '100', ATTEMPTS_PER_HOUR: '100000' });
  const fixtures = {} as { freeTopic: number; premiumTopic: number; categoryId: number; questionId: number; loginUser: { email: string; password: string } };
  const actors = {} as Record<Role, Actor> & { owner: Actor };

  async function newActor(role: Role): Promise<Actor> {
    if (role === 'anonymous') return { role, id: 0, token: null };
    const name = `access${++counter}`;
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: name, email: `${name}@example.com`, password: 'secret-pass1' }, remoteAddress: freshAddress() });
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json() as { token: string; user: { id: number } };
    if (role === 'admin') await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
    return { role, id: user.id, token };
  }

  const send = (actor: Actor, method: string, call: Call) =>
    ctx.app.inject({
      method: method as 'GET',
      url: call.url,
      payload: call.payload,
      remoteAddress: freshAddress(),
      headers: { ...(actor.token ? { authorization: `Bearer ${actor.token}` } : {}), ...(call.contentType ? { 'content-type': call.contentType } : {}) },
    });

  /** An attempt of the actor's own (a learner's, when the actor is anonymous: the 401 comes first). */
  async function attemptOf(actor: Actor, options: { submitted?: boolean } = {}) {
    const owner = actor.token ? actor : actors.learner;
    const started = await send(owner, 'GET', { url: `/api/questions/${fixtures.freeTopic}?mode=training` });
    expect(started.statusCode).toBe(200);
    const attempt = started.json() as { attemptId: string; questions: { id: number }[] };
    if (options.submitted) {
      // Every answer wrong, so there is something to retry.
      const keys = await ctx.db.selectFrom('questions').select(['id', 'correct_index']).where('id', 'in', attempt.questions.map((q) => q.id)).execute();
      const answers = keys.map((key) => ({ questionId: key.id, answerId: (key.correct_index + 1) % 4 }));
      expect((await send(owner, 'POST', { url: '/api/save-exam', payload: { attemptId: attempt.attemptId, answers } })).statusCode).toBe(200);
    }
    return attempt;
  }

  async function resetTokenFor(): Promise<string> {
    const user = await newActor('learner');
    const token = crypto.randomBytes(32).toString('base64url');
    const at = new Date();
    await ctx.db
      .insertInto('password_reset_tokens')
      .values({ user_id: user.id, token_hash: crypto.createHash('sha256').update(token).digest('hex'), expires_at: new Date(at.getTime() + 3_600_000).toISOString(), created_at: at.toISOString() })
      .execute();
    return token;
  }

  const attemptRoute = (suffix: string, method: 'GET' | 'POST', options: { submitted?: boolean; payload?: (attempt: { questions: { id: number }[] }) => object } = {}): RouteCase => ({
    access: 'user',
    ok: async (actor) => {
      const attempt = await attemptOf(actor, { submitted: options.submitted });
      return { url: `/api/attempts/${attempt.attemptId}${suffix}`, payload: options.payload?.(attempt) ?? (method === 'POST' ? {} : undefined) };
    },
    missing: { call: () => ({ url: `/api/attempts/${missingUuid()}${suffix}`, payload: method === 'POST' ? { questionId: fixtures.questionId, answerId: 0 } : undefined }), expect: { learner: 404, admin: 404 } },
    // Another learner's attempt is exactly as absent as a random id.
    foreign: {
      call: async (_actor, owner) => {
        const attempt = await attemptOf(owner, { submitted: options.submitted });
        return { url: `/api/attempts/${attempt.attemptId}${suffix}`, payload: options.payload?.(attempt) ?? (method === 'POST' ? {} : undefined) };
      },
      expect: { learner: 404, admin: 404 },
    },
  });

  /** A learner's active feedback on a question, for the review routes that archive or delete one. */
  async function newFeedback(): Promise<number> {
    const row = await ctx.db
      .insertInto('question_feedback')
      .values({ user_id: actors.owner.id, question_id: fixtures.questionId, topic_id: fixtures.freeTopic, type: 'report', description: 'The key looks wrong', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const cases: Record<string, RouteCase> = {
    'GET /api/docs': { access: 'public', ok: () => ({ url: '/api/docs' }) },
    'GET /api/docs/static/index.html': { access: 'public', redirects: true, ok: () => ({ url: '/api/docs/static/index.html' }) },
    'GET /api/docs/static/swagger-initializer.js': { access: 'public', ok: () => ({ url: '/api/docs/static/swagger-initializer.js' }) },
    'GET /api/docs/json': { access: 'public', ok: () => ({ url: '/api/docs/json' }) },
    'GET /api/docs/yaml': { access: 'public', ok: () => ({ url: '/api/docs/yaml' }) },
    'GET /api/docs/static/*': { access: 'public', ok: () => ({ url: '/api/docs/static/index.css' }) },
    'GET /api/openapi.json': { access: 'public', ok: () => ({ url: '/api/openapi.json' }) },
    'GET /api/get-categories': { access: 'public', ok: () => ({ url: '/api/get-categories' }) },
    'GET /api/get-certifications': { access: 'public', ok: () => ({ url: '/api/get-certifications' }) },
    'GET /api/get-certifications-by-category/:categoryId': {
      access: 'public',
      ok: () => ({ url: `/api/get-certifications-by-category/${fixtures.categoryId}` }),
      missing: { call: () => ({ url: `/api/get-certifications-by-category/${MISSING_ID}` }), expect: { anonymous: 404, learner: 404, admin: 404 } },
    },
    'GET /api/get-topics/:certificationId': {
      access: 'public',
      ok: () => ({ url: `/api/get-topics/${NETWORK_PLUS}` }),
      missing: { call: () => ({ url: `/api/get-topics/${MISSING_ID}` }), expect: { anonymous: 404, learner: 404, admin: 404 } },
    },
    'POST /api/auth/register': {
      access: 'public',
      ok: () => {
        const name = `signup${++counter}`;
        return { url: '/api/auth/register', payload: { username: name, email: `${name}@example.com`, password: 'secret-pass1' } };
      },
    },
    'POST /api/auth/login': { access: 'public', ok: () => ({ url: '/api/auth/login', payload: fixtures.loginUser }) },
    'GET /api/auth/me': { access: 'user', ok: () => ({ url: '/api/auth/me' }) },
    'POST /api/auth/forgot-password': { access: 'public', ok: () => ({ url: '/api/auth/forgot-password', payload: { email: fixtures.loginUser.email } }) },
    'POST /api/auth/reset-password': { access: 'public', ok: async () => ({ url: '/api/auth/reset-password', payload: { token: await resetTokenFor(), newPassword: 'brand-new-pass2' } }) },
    'POST /api/auth/logout-all': { access: 'user', freshActor: true, ok: () => ({ url: '/api/auth/logout-all', payload: {} }) },
    'GET /api/questions/:topicId': {
      access: 'user',
      ok: () => ({ url: `/api/questions/${fixtures.freeTopic}` }),
      missing: { call: () => ({ url: `/api/questions/${MISSING_ID}` }), expect: { learner: 404, admin: 404 } },
      forbidden: { call: () => ({ url: `/api/questions/${fixtures.premiumTopic}` }), expect: { learner: 403, admin: '2xx' } },
    },
    'GET /api/questions-mixed/:id': {
      access: 'user',
      ok: () => ({ url: `/api/questions-mixed/${NETWORK_PLUS}` }),
      missing: { call: () => ({ url: `/api/questions-mixed/${MISSING_ID}` }), expect: { learner: 404, admin: 404 } },
    },
    'GET /api/questions-review/:certificationId': {
      access: 'user',
      ok: () => ({ url: `/api/questions-review/${NETWORK_PLUS}` }),
      missing: { call: () => ({ url: `/api/questions-review/${MISSING_ID}` }), expect: { learner: 404, admin: 404 } },
    },
    'GET /api/review/summary': { access: 'user', ok: () => ({ url: '/api/review/summary' }) },
    'GET /api/user/readiness/:certificationId': {
      access: 'user',
      ok: () => ({ url: `/api/user/readiness/${NETWORK_PLUS}` }),
      missing: { call: () => ({ url: `/api/user/readiness/${MISSING_ID}` }), expect: { learner: 404, admin: 404 } },
    },
    'POST /api/attempts/:attemptId/answers': attemptRoute('/answers', 'POST', { payload: (attempt) => ({ questionId: attempt.questions[0].id, answerId: 0 }) }),
    'POST /api/attempts/:attemptId/retry-missed': attemptRoute('/retry-missed', 'POST', { submitted: true }),
    'GET /api/attempts/:attemptId': attemptRoute('', 'GET'),
    'GET /api/attempts/:attemptId/review': attemptRoute('/review', 'GET', { submitted: true }),
    'POST /api/save-exam': {
      access: 'user',
      ok: async (actor) => ({ url: '/api/save-exam', payload: { attemptId: (await attemptOf(actor)).attemptId } }),
      missing: { call: () => ({ url: '/api/save-exam', payload: { attemptId: missingUuid() } }), expect: { learner: 404, admin: 404 } },
      foreign: { call: async (_actor, owner) => ({ url: '/api/save-exam', payload: { attemptId: (await attemptOf(owner)).attemptId } }), expect: { learner: 404, admin: 404 } },
    },
    'POST /api/feedback': {
      access: 'user',
      ok: () => ({ url: '/api/feedback', payload: { questionId: fixtures.questionId, type: 'positive' } }),
      missing: { call: () => ({ url: '/api/feedback', payload: { questionId: MISSING_ID, type: 'positive' } }), expect: { learner: 404, admin: 404 } },
    },
    'GET /api/quiz-results': { access: 'user', ok: () => ({ url: '/api/quiz-results' }) },
    'GET /api/user/slancio/:userId': {
      access: 'user',
      ok: (actor) => ({ url: `/api/user/slancio/${actor.id || actors.learner.id}` }),
      // A learner cannot even learn whether another id exists.
      missing: { call: () => ({ url: `/api/user/slancio/${MISSING_ID}` }), expect: { learner: 403, admin: 404 } },
      foreign: { call: (_actor, owner) => ({ url: `/api/user/slancio/${owner.id}` }), expect: { learner: 403, admin: '2xx' } },
    },
    'GET /api/user/user-badges': { access: 'user', ok: () => ({ url: '/api/user/user-badges' }) },
    'GET /api/user/user-history': { access: 'user', ok: () => ({ url: '/api/user/user-history' }) },
    'GET /api/user/user-categories-progress': { access: 'user', ok: () => ({ url: '/api/user/user-categories-progress' }) },
    'GET /api/user-certification-stats/:userId/:certificationId': {
      access: 'user',
      ok: (actor) => ({ url: `/api/user-certification-stats/${actor.id || actors.learner.id}/${NETWORK_PLUS}` }),
      missing: { call: (actor) => ({ url: `/api/user-certification-stats/${actor.id || actors.learner.id}/${MISSING_ID}` }), expect: { learner: 404, admin: 404 } },
      foreign: { call: (_actor, owner) => ({ url: `/api/user-certification-stats/${owner.id}/${NETWORK_PLUS}` }), expect: { learner: 403, admin: '2xx' } },
    },
    'PUT /api/user/leaderboard-visibility': { access: 'user', ok: () => ({ url: '/api/user/leaderboard-visibility', payload: { hidden: false } }) },
    'GET /api/leaderboard': { access: 'public', ok: () => ({ url: '/api/leaderboard' }) },
    'GET /api/premium-info': { access: 'public', ok: () => ({ url: '/api/premium-info' }) },
    'POST /api/premium-interest': { access: 'public', ok: () => ({ url: '/api/premium-interest', payload: { answer: 'si' } }) },
    'GET /api/admin/premium-interest': { access: 'admin', ok: () => ({ url: '/api/admin/premium-interest' }) },
    'GET /api/admin/feedback': { access: 'admin', ok: () => ({ url: '/api/admin/feedback?archived=false&type=report' }) },
    'GET /api/admin/feedback/stats': { access: 'admin', ok: () => ({ url: '/api/admin/feedback/stats' }) },
    'PUT /api/admin/feedback/:id/archive': {
      access: 'admin',
      ok: async () => ({ url: `/api/admin/feedback/${await newFeedback()}/archive` }),
      missing: { call: () => ({ url: `/api/admin/feedback/${MISSING_ID}/archive` }), expect: { admin: 404 } },
    },
    'DELETE /api/admin/feedback/:id': {
      access: 'admin',
      ok: async () => ({ url: `/api/admin/feedback/${await newFeedback()}` }),
      missing: { call: () => ({ url: `/api/admin/feedback/${MISSING_ID}` }), expect: { admin: 404 } },
    },
    'GET /api/admin/question-stats': { access: 'admin', ok: () => ({ url: `/api/admin/question-stats?view=all&certificationId=${NETWORK_PLUS}` }) },
    'GET /api/admin/users': { access: 'admin', ok: () => ({ url: '/api/admin/users?q=access&page=1' }) },
    'POST /api/add-category': { access: 'admin', ok: () => ({ url: '/api/add-category', payload: { name: `Categoria ${++counter}`, totalQuestions: 10, quizTaken: 0 } }) },
    'POST /api/add-topic': { access: 'admin', ok: () => ({ url: '/api/add-topic', payload: { certification_id: NETWORK_PLUS, title: `Topic ${++counter}` } }) },
    'POST /api/add-quiz': {
      access: 'admin',
      ok: () => ({ url: '/api/add-quiz', payload: { title: `Quiz ${++counter}`, category: fixtures.categoryId, certification: NETWORK_PLUS, questions: [{ question: 'Q?', answers: ['a', 'b', 'c', 'd'], correctAnswer: 0 }] } }),
    },
    'POST /api/admin/questions/import': {
      access: 'admin',
      ok: () => ({ url: `/api/admin/questions/import?certificationId=${NETWORK_PLUS}`, contentType: 'text/csv', payload: 'question,answer_1,answer_2,answer_3,answer_4,correct_answer,topic\nQ?,a,b,c,d,1,Ports\n' }),
    },
    'GET /api/admin/questions/export': { access: 'admin', ok: () => ({ url: `/api/admin/questions/export?certificationId=${NETWORK_PLUS}` }) },
    'GET /api/admin/questions': { access: 'admin', ok: () => ({ url: `/api/admin/questions?certificationId=${NETWORK_PLUS}&q=question` }) },
    'GET /api/admin/questions/:id': {
      access: 'admin',
      ok: () => ({ url: `/api/admin/questions/${fixtures.questionId}` }),
      missing: { call: () => ({ url: `/api/admin/questions/${MISSING_ID}` }), expect: { admin: 404 } },
    },
    'PUT /api/admin/questions/:id': {
      access: 'admin',
      ok: () => ({ url: `/api/admin/questions/${fixtures.questionId}`, payload: { topicId: fixtures.freeTopic, correctIndex: 0, translations: { it: { question: 'Q?', answers: ['a', 'b', 'c', 'd'] } } } }),
      missing: { call: () => ({ url: `/api/admin/questions/${MISSING_ID}`, payload: { topicId: fixtures.freeTopic, correctIndex: 0, translations: { it: { question: 'Q?', answers: ['a', 'b', 'c', 'd'] } } } }), expect: { admin: 404 } },
    },
    'POST /api/admin/questions/:id/retire': {
      access: 'admin',
      ok: () => ({ url: `/api/admin/questions/${fixtures.questionId}/retire` }),
      missing: { call: () => ({ url: `/api/admin/questions/${MISSING_ID}/retire` }), expect: { admin: 404 } },
    },
    'POST /api/admin/questions/:id/restore': {
      access: 'admin',
      ok: () => ({ url: `/api/admin/questions/${fixtures.questionId}/restore` }),
      missing: { call: () => ({ url: `/api/admin/questions/${MISSING_ID}/restore` }), expect: { admin: 404 } },
    },
    'PUT /api/admin/users/:id': {
      access: 'admin',
      ok: () => ({ url: `/api/admin/users/${actors.owner.id}`, payload: { is_premium: false } }),
      missing: { call: () => ({ url: `/api/admin/users/${MISSING_ID}`, payload: { is_premium: false } }), expect: { admin: 404 } },
    },
  };

  beforeAll(async () => {
    const topics = (await ctx.app.inject({ method: 'GET', url: `/api/get-topics/${NETWORK_PLUS}` })).json() as { id: number }[];
    fixtures.freeTopic = topics[0].id;
    fixtures.premiumTopic = topics[3].id;
    const certification = await ctx.db.selectFrom('certifications').select('category_id').where('id', '=', NETWORK_PLUS).executeTakeFirstOrThrow();
    fixtures.categoryId = certification.category_id;
    fixtures.questionId = (await ctx.db.selectFrom('questions').select('id').where('topic_id', '=', fixtures.freeTopic).executeTakeFirstOrThrow()).id;
    const loginUser = await newActor('learner');
    const row = await ctx.db.selectFrom('users').select('email').where('id', '=', loginUser.id).executeTakeFirstOrThrow();
    fixtures.loginUser = { email: row.email, password: 'secret-pass1' };
    actors.anonymous = await newActor('anonymous');
    actors.learner = await newActor('learner');
    actors.admin = await newActor('admin');
    actors.owner = await newActor('learner');
  });

  const matches = (status: number, expected: Expected) =>
    expected === '2xx' ? status >= 200 && status < 300 : expected === '3xx' ? status >= 300 && status < 400 : status === expected;

  it('has a case for every registered route, and no case for a route that is gone', () => {
    const registered = ctx.app.routeTable.map((route) => `${route.method} ${route.url}`).sort();
    expect(registered.length).toBeGreaterThan(25);
    expect(Object.keys(cases).sort()).toEqual(registered);
  });

  it('answers anonymous, learner and admin calls exactly as each route\'s access rule says', async () => {
    const failures: string[] = [];
    const check = async (route: string, label: string, actor: Actor, call: Call, expected: Expected | undefined) => {
      if (expected === undefined) return;
      const method = route.split(' ')[0];
      const response = await send(actor, method, call);
      if (!matches(response.statusCode, expected)) failures.push(`${label} ${route} as ${actor.role} (${call.url}): ${response.statusCode}, expected ${expected}: ${response.body.slice(0, 200)}`);
      if (response.statusCode >= 400 && !(response.json() as { error?: unknown }).error) failures.push(`${label} ${route} as ${actor.role}: ${response.statusCode} without { error }`);
    };
    for (const route of ctx.app.routeTable.map((entry) => `${entry.method} ${entry.url}`)) {
      const spec = cases[route];
      for (const role of ['anonymous', 'learner', 'admin'] as const) {
        const actor = spec.freshActor ? await newActor(role) : actors[role];
        const refused: Expected | undefined = spec.access !== 'public' && role === 'anonymous' ? 401 : spec.access === 'admin' && role === 'learner' ? 403 : undefined;
        await check(route, 'ok', actor, await spec.ok(actor), refused ?? (spec.redirects ? '3xx' : '2xx'));
        if (spec.missing) await check(route, 'missing', actor, await spec.missing.call(actor), refused ?? spec.missing.expect[role]);
        if (spec.forbidden) await check(route, 'forbidden', actor, await spec.forbidden.call(actor), refused ?? spec.forbidden.expect[role]);
      }
    }
    expect(failures).toEqual([]);
  });

  it('never lets a learner read or change another learner\'s data by changing an id', async () => {
    const failures: string[] = [];
    const foreign = Object.entries(cases).filter(([, spec]) => spec.foreign);
    expect(foreign.map(([route]) => route)).toEqual(
      expect.arrayContaining(['GET /api/attempts/:attemptId', 'POST /api/save-exam', 'GET /api/user/slancio/:userId', 'POST /api/attempts/:attemptId/answers']),
    );
    for (const [route, spec] of foreign) {
      // The owner's attempt is made first; then nothing may change while someone else uses its id.
      const call = await spec.foreign!.call(actors.learner, actors.owner);
      const ownerAttempts = await ctx.db.selectFrom('quiz_attempts').selectAll().where('user_id', '=', actors.owner.id).orderBy('id').execute();
      const before = await rowCounts(ctx.db);
      const response = await send(actors.learner, route.split(' ')[0], call);
      if (!matches(response.statusCode, spec.foreign!.expect.learner)) failures.push(`${route}: ${response.statusCode}, expected ${spec.foreign!.expect.learner}`);
      if (response.body.includes(`"user_id":${actors.owner.id}`)) failures.push(`${route}: the answer shows the owner's data`);
      expect(await rowCounts(ctx.db), route).toEqual(before);
      expect(await ctx.db.selectFrom('quiz_attempts').selectAll().where('user_id', '=', actors.owner.id).orderBy('id').execute(), route).toEqual(ownerAttempts);
      // An admin reads a learner's progress by id; attempts stay personal.
      const asAdmin = await send(actors.admin, route.split(' ')[0], await spec.foreign!.call(actors.admin, actors.owner));
      if (!matches(asAdmin.statusCode, spec.foreign!.expect.admin)) failures.push(`${route} as admin: ${asAdmin.statusCode}, expected ${spec.foreign!.expect.admin}`);
    }
    expect(failures).toEqual([]);
  });

  /** Every /api/admin/* route and the spec's admin writes (add-category, add-topic, add-quiz, imports...). */
  const isAdminRoute = (url: string) => url.startsWith('/api/admin/') || /^\/api\/(add|import|export|update|delete)-/.test(url);
  const adminRoutes = () => ctx.app.routeTable.map((entry) => `${entry.method} ${entry.url}`).filter((route) => isAdminRoute(route.split(' ')[1]));

  it('declares every admin route admin-only, so the table above checks it: 401 anonymous, 403 learner, 2xx admin', () => {
    const routes = adminRoutes();
    expect(routes).toEqual(expect.arrayContaining(['GET /api/admin/feedback', 'DELETE /api/admin/feedback/:id', 'PUT /api/admin/feedback/:id/archive', 'GET /api/admin/users', 'PUT /api/admin/users/:id', 'GET /api/admin/question-stats']));
    expect(routes.filter((route) => cases[route]?.access !== 'admin')).toEqual([]);
  });

  it('refuses a demoted admin\'s still-valid token on every admin route at once', async () => {
    const demoted = await newActor('admin');
    // Before: the token opens the admin area.
    expect((await send(demoted, 'GET', { url: '/api/admin/users' })).statusCode).toBe(200);
    const demotion = await send(actors.admin, 'PUT', { url: `/api/admin/users/${demoted.id}`, payload: { role: 'user' } });
    expect(demotion.statusCode).toBe(200);
    expect(demotion.json()).toMatchObject({ id: demoted.id, role: 'user' });
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      const response = await send(demoted, route.split(' ')[0], await cases[route].ok(demoted));
      if (response.statusCode !== 403) failures.push(`${route}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
    // The same token still works for the learner's own routes: only the role changed.
    expect((await send(demoted, 'GET', { url: '/api/auth/me' })).statusCode).toBe(200);
  });
});
