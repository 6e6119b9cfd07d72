import crypto from 'node:crypto';
import fc from 'fast-check';
import { IMPORT_MAX_BYTES } from '@certamen/shared';
import type { ZodType } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/app';
import { snapshotter } from './db-snapshot';
import { DIALECTS, useTestApp } from './test-app';

/**
 * Property tests over every route that takes input (params, query or body), enumerated from the running
 * app: hostile values (wrong types, 1 MB strings, deep nesting, SQL and HTML fragments, invalid UTF-8)
 * that the route's own schema refuses get a 4xx with `{ error }` and change nothing; whatever the schema
 * lets through never gets a 5xx. Learners are sent to every route (admin routes stop them at 403); an
 * admin is sent to the admin routes, whose handlers then see the hostile values, and hostile files.
 */

/** Per route, a valid call: each run replaces some of its parts with hostile values. */
type Baseline = { params?: Record<string, string>; query?: Record<string, string>; body?: Record<string, unknown> };

const SQL = ["' OR '1'='1", '1; DROP TABLE users; --', '1 UNION SELECT password_hash FROM users', "admin'--", '1) OR (1=1', '%', '_', '\\', "'; SELECT pg_sleep(5); --"];
const HTML = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg/onload=alert(1)>', 'javascript:alert(1)', '{{constructor.constructor("alert(1)")()}}'];
const ODD = ['', ' ', '\u0000', 'a\u0000b', '\u001b[31m', '\uD800', 'a\uDFFFb', '\u202Etxt.exe', '🧨'.repeat(50), '-1', '0', '1.5', '1e308', '9007199254740993', 'NaN', 'Infinity', '0x10', '٣', 'null', 'undefined', 'true', '[]', '{}', '__proto__', 'constructor'];
const ONE_MB = 'A'.repeat(1024 * 1024);
/** Percent sequences that are not UTF-8, or not percent sequences at all. */
const BAD_PERCENT = ['%C3%28', '%FF%FE', '%E2%82', '%ED%A0%80', '%F8%88%80%80%80', '%', '%zz', '%00', '%C0%AF', '..%2F..%2Fetc%2Fpasswd'];
/** Bytes that are not UTF-8, inside an otherwise well-formed JSON string. */
const BAD_UTF8 = [Buffer.from([0xc3, 0x28]), Buffer.from([0xff, 0xfe, 0xfd]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xe2, 0x82]), Buffer.from([0xc0, 0xaf])];

const nested = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

const hostileText = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...SQL, ...HTML) },
  { weight: 3, arbitrary: fc.constantFrom(...ODD) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constant(ONE_MB) },
);
/** Any JSON value a client could send in a field's place. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(-1), fc.constant(2 ** 31), fc.constant(Number.MAX_SAFE_INTEGER + 2)),
  fc.anything({ maxDepth: 2, maxKeys: 3 }),
  fc.integer({ min: 200, max: 3000 }).map((depth) => JSON.parse(nested(depth, '[', ']')) as unknown),
  fc.constant({ __proto__: { role: 'admin' }, constructor: { prototype: { admin: true } } }),
);
type UrlPart = { text: string } | { raw: string };
const hostileUrlPart: fc.Arbitrary<UrlPart> = fc.oneof(hostileText.map((text) => ({ text })), fc.constantFrom(...BAD_PERCENT).map((raw) => ({ raw })));

/** The values every part of every route is tried with, one part at a time (the random search adds the rest). */
const CLASSIC_TEXT = ["' OR '1'='1", '<script>alert(1)</script>', '', '\u0000', 'a\u0000b', '\u001b[31m', '\uD800', '-1', '1.5', '2147483648', '9999999999', '9007199254740993', '__proto__', ONE_MB];
const CLASSIC_URL: UrlPart[] = [...CLASSIC_TEXT.map((text) => ({ text })), { raw: '%C3%28' }, { raw: '%' }, { raw: '%00' }];
const CLASSIC_VALUES: unknown[] = [...CLASSIC_TEXT, null, true, 1.5, -1, 0, 2 ** 31, 1e10, 2 ** 53 + 2, [], {}, [[[[[]]]]], JSON.parse(nested(2000, '[', ']'))];

type BodyForm = { json: unknown } | { bytes: Buffer; contentType: string };
const KEEP = Symbol('keep');
const DROP = Symbol('drop');

function encodePart(part: UrlPart): string {
  if ('raw' in part) return part.raw;
  try {
    return encodeURIComponent(part.text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate has no UTF-8 form: send the bytes a careless client would
  }
}

/** What the server will see of a URL part, or null when it cannot be decoded. */
function decodePart(part: UrlPart): string | null {
  if ('text' in part) {
    try {
      encodeURIComponent(part.text);
      return part.text;
    } catch {
      return null;
    }
  }
  try {
    return decodeURIComponent(part.raw);
  } catch {
    return null;
  }
}

const refuses = (schema: unknown, value: unknown) => Boolean(schema) && !(schema as ZodType).safeParse(value).success;

/** Every /api/admin/* route and the spec's admin writes (as route-access.test.ts names them). */
const isAdminRoute = (route: RouteEntry) => route.url.startsWith('/api/admin/') || /^\/api\/(add|import|export|update|delete)-/.test(route.url);

type Caller = 'learner' | 'admin';

/** Cells a spreadsheet would run (OWASP CSV injection), for the import. */
const FORMULAS = ['=1+1', "=cmd|' /C calc'!A0", '+SUM(A1:A2)', '-2+3', '@SUM(1)', '=HYPERLINK("https://evil.example","x")', '\t=1', '\r=1', "'=1", "''=1"];
const CSV_HEADER = 'question,answer_1,answer_2,answer_3,answer_4,correct_answer,topic';
const csvCell = (text: string) => `"${text.replace(/"/g, '""')}"`;
/** A file to import: its bytes, how it is sent, and whether it cannot possibly be a valid file. */
type HostileFile = { bytes: Buffer; contentType: string; format: 'csv' | 'aiken' | 'gift'; hopeless: boolean };

describe.each(DIALECTS)('hostile input on %s', (dialect) => {
  const ctx = useTestApp(dialect, { AUTH_RATE_LIMIT_FACTOR: '1000', ATTEMPTS_PER_HOUR: '100000', IMPORTS_PER_HOUR: '100000' });
  let token = '';
  let adminToken = '';
  let userId = 0;
  /** The prober's own open attempt and a question of it, so a call changed in one part only reaches the handler. */
  const real = { attemptId: '', questionId: 0, topicId: 0 };
  /** What the admin's calls act on: another learner, another question, two feedback items (one to archive, one to delete). */
  const target = { userId: 0, questionId: 0, topicId: 0, archiveId: 0, deleteId: 0 };
  let snapshot: () => Promise<Record<string, number | string>>;

  const lang = { lang: 'en' };
  const baselines = (): Record<string, Baseline> => ({
    'GET /api/docs/static/*': { params: { '*': 'index.css' } },
    'GET /api/get-certifications-by-category/:categoryId': { params: { categoryId: '1' } },
    'GET /api/get-topics/:certificationId': { params: { certificationId: '11' }, query: lang },
    'POST /api/auth/register': { body: { username: 'fuzzer', email: 'fuzzer@example.com', password: 'secret-pass1', lang: 'it' } },
    'POST /api/auth/login': { body: { email: 'fuzz@example.com', password: 'secret-pass1', remember: true } },
    'POST /api/auth/forgot-password': { body: { email: 'fuzz@example.com', lang: 'it' } },
    'POST /api/auth/reset-password': { body: { token: 'some-reset-token', newPassword: 'secret-pass1' } },
    'GET /api/questions/:topicId': { params: { topicId: String(real.topicId) }, query: { lang: 'en', mode: 'training' } },
    'GET /api/questions-mixed/:id': { params: { id: '0' }, query: { lang: 'en', mode: 'exam', category: 'reti' } },
    'GET /api/questions-review/:certificationId': { params: { certificationId: '11' }, query: { lang: 'en', mode: 'training' } },
    'GET /api/user/readiness/:certificationId': { params: { certificationId: '11' }, query: lang },
    'POST /api/attempts/:attemptId/answers': { params: { attemptId: real.attemptId }, body: { questionId: real.questionId, answerId: 0 } },
    'POST /api/attempts/:attemptId/retry-missed': { params: { attemptId: real.attemptId }, query: lang },
    'GET /api/attempts/:attemptId': { params: { attemptId: real.attemptId } },
    'GET /api/attempts/:attemptId/review': { params: { attemptId: real.attemptId } },
    'POST /api/save-exam': {
      body: { attemptId: crypto.randomUUID(), answers: [{ questionId: real.questionId, answerId: 0 }], topicId: real.topicId, totalQuestions: 1, correctAnswers: 1, isExam: false, certification_id: 11 },
    },
    'POST /api/feedback': { body: { questionId: real.questionId, topicId: real.topicId, type: 'report', description: 'A remark' } },
    'GET /api/user/slancio/:userId': { params: { userId: String(userId) } },
    'GET /api/user/user-badges': { query: lang },
    'GET /api/user/user-history': { query: { limit: '10', offset: '0', lang: 'en' } },
    'GET /api/user-certification-stats/:userId/:certificationId': { params: { userId: String(userId), certificationId: '11' }, query: { type: 'all' } },
    'PUT /api/user/leaderboard-visibility': { body: { hidden: false } },
    'GET /api/leaderboard': { query: { period: 'all' } },
    'POST /api/premium-interest': { body: { answer: 'piu_info', email: 'fuzz@example.com', feedback: 'A remark', price_suggestion: '6.99', lang: 'it', userId: 1 } },
    'GET /api/admin/premium-interest': { query: { limit: '10', offset: '0' } },
    'GET /api/admin/feedback': { query: { type: 'report', archived: 'false', questionId: String(real.questionId), lang: 'en', limit: '10', offset: '0' } },
    'PUT /api/admin/feedback/:id/archive': { params: { id: String(target.archiveId) } },
    'DELETE /api/admin/feedback/:id': { params: { id: String(target.deleteId) } },
    'GET /api/admin/question-stats': { query: { view: 'all', certificationId: '11', lang: 'en', page: '1', pageSize: '10' } },
    'GET /api/admin/users': { query: { q: 'fuzz', page: '1', pageSize: '10' } },
    'PUT /api/admin/users/:id': { params: { id: String(target.userId) }, body: { is_premium: false } },
    'POST /api/add-category': { body: { name: 'Fuzz', totalQuestions: 10, quizTaken: 0 } },
    'POST /api/add-topic': { body: { certification_id: 11, title: 'Fuzz' } },
    'POST /api/add-quiz': { body: { title: 'Fuzz', category: 3, certification: 11, questions: [{ question: 'Q?', answers: ['a', 'b', 'c', 'd'], correctAnswer: 0 }] } },
    'POST /api/admin/questions/import': { query: { format: 'csv', certificationId: '11', lang: 'it' } },
    'GET /api/admin/questions/export': { query: { certificationId: '11' } },
    'GET /api/admin/questions': { query: { certificationId: '11', q: 'fuzz', page: '1', status: 'all', lang: 'en' } },
    'GET /api/admin/questions/:id': { params: { id: String(target.questionId) } },
    'PUT /api/admin/questions/:id': { params: { id: String(target.questionId) }, body: { topicId: target.topicId, correctIndex: 0, translations: { it: { question: 'Q?', answers: ['a', 'b', 'c', 'd'] } } } },
    'POST /api/admin/questions/:id/retire': { params: { id: String(target.questionId) } },
    'POST /api/admin/questions/:id/restore': { params: { id: String(target.questionId) } },
  });
  const takesInput = (route: RouteEntry) => Boolean(route.schema?.params || route.schema?.querystring || route.schema?.body) || /[:*]/.test(route.url);
  const key = (route: RouteEntry) => `${route.method} ${route.url}`;

  beforeAll(async () => {
    const registered = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: 'prober', email: 'prober@example.com', password: 'secret-pass1' } });
    ({ token } = registered.json() as { token: string });
    userId = (registered.json() as { user: { id: number } }).user.id;
    const topics = (await ctx.app.inject({ method: 'GET', url: '/api/get-topics/11' })).json() as { id: number }[];
    real.topicId = topics[0].id;
    const attempt = (await ctx.app.inject({ method: 'GET', url: `/api/questions/${real.topicId}`, headers: { authorization: `Bearer ${token}` } })).json() as { attemptId: string; questions: { id: number }[] };
    real.attemptId = attempt.attemptId;
    real.questionId = attempt.questions[0].id;
    const register = async (name: string) =>
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: name, email: `${name}@example.com`, password: 'secret-pass1' } })).json() as { token: string; user: { id: number } };
    const admin = await register('admin-prober');
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
    adminToken = admin.token;
    target.userId = (await register('admin-target')).user.id;
    const other = await ctx.db.selectFrom('questions').select(['id', 'topic_id']).where('id', '!=', real.questionId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    target.questionId = other.id;
    target.topicId = other.topic_id;
    const feedback = async () =>
      (
        (await ctx.app.inject({ method: 'POST', url: '/api/feedback', payload: { questionId: other.id, type: 'report', description: 'A remark' }, headers: { authorization: `Bearer ${token}` } })).json() as { id: number }
      ).id;
    target.archiveId = await feedback();
    target.deleteId = await feedback();
    snapshot = await snapshotter(ctx.db);
  });

  it('knows a valid call of every route that takes input', () => {
    const routes = ctx.app.routeTable.filter(takesInput).map(key).sort();
    expect(routes.length).toBeGreaterThan(15);
    expect(Object.keys(baselines()).sort()).toEqual(routes);
  });

  type Input = {
    params: Record<string, UrlPart | typeof KEEP>;
    query: Record<string, UrlPart | [UrlPart, UrlPart] | typeof KEEP>;
    extraQuery: [string, UrlPart] | null;
    body: BodyForm | typeof KEEP;
    anonymous: boolean;
  };
  const namesOf = (baseline: Baseline) => ({ params: Object.keys(baseline.params ?? {}), query: Object.keys(baseline.query ?? {}), body: Object.keys(baseline.body ?? {}) });
  const untouched = (baseline: Baseline): Input => {
    const names = namesOf(baseline);
    return {
      params: Object.fromEntries(names.params.map((name) => [name, KEEP])),
      query: Object.fromEntries(names.query.map((name) => [name, KEEP])),
      extraQuery: null,
      body: KEEP,
      anonymous: false,
    };
  };

  /** Sends the call `input` describes and checks the answer: never 5xx; a 4xx has { error } and changed nothing; what the schema refuses is a 4xx. */
  async function probe(route: RouteEntry, baseline: Baseline, input: Input, caller: Caller = 'learner') {
    const names = namesOf(baseline);
    // What the schema will be asked to judge, built as the server will see it.
    const params: Record<string, string | null> = { ...baseline.params };
    let url = route.url;
    for (const name of names.params) {
      const change = input.params[name];
      const encoded = change === KEEP ? encodeURIComponent(baseline.params![name]) : encodePart(change);
      if (change !== KEEP) params[name] = decodePart(change);
      url = url.replace(name === '*' ? '*' : `:${name}`, encoded);
    }
    const query: Record<string, string | (string | null)[] | null> = { ...baseline.query };
    const pairs: string[] = [];
    const addPair = (name: string, part: UrlPart) => pairs.push(`${encodeURIComponent(name)}=${encodePart(part)}`);
    for (const name of names.query) {
      const change = input.query[name];
      if (change === KEEP) addPair(name, { text: baseline.query![name] });
      else if (Array.isArray(change)) {
        change.forEach((part) => addPair(name, part));
        query[name] = change.map(decodePart);
      } else {
        addPair(name, change);
        query[name] = decodePart(change);
      }
    }
    if (input.extraQuery) addPair(...input.extraQuery);
    if (pairs.length) url += `?${pairs.join('&')}`;

    let payload: string | Buffer | undefined;
    let contentType: string | undefined;
    let bodySeen: unknown = baseline.body;
    let bodyUnreadable = false;
    if (route.schema?.body) {
      const form = input.body === KEEP ? { json: baseline.body } : input.body;
      if ('json' in form) {
        payload = JSON.stringify(form.json) ?? 'null';
        contentType = 'application/json';
        bodySeen = JSON.parse(payload);
      } else {
        payload = form.bytes;
        contentType = form.contentType;
        try {
          bodySeen = form.contentType === 'application/json' ? JSON.parse(form.bytes.toString('utf8')) : form.bytes.toString('utf8');
        } catch {
          bodyUnreadable = true;
        }
      }
    }
    const wildcard = names.params.includes('*');
    const queryDecodable = Object.values(query).every((value) => value !== null && (!Array.isArray(value) || value.every((item) => item !== null)));
    const mustRefuse =
      !wildcard &&
      (Object.values(params).some((value) => value === null || value.length > 100) ||
        refuses(route.schema?.params, params) ||
        (queryDecodable && refuses(route.schema?.querystring, query)) ||
        bodyUnreadable ||
        refuses(route.schema?.body, bodySeen));

    const before = await snapshot();
    const response = await ctx.app.inject({
      method: route.method as 'GET',
      url,
      payload,
      headers: { ...(contentType ? { 'content-type': contentType } : {}), ...(input.anonymous ? {} : { authorization: `Bearer ${caller === 'admin' ? adminToken : token}` }) },
    });
    const where = `${caller} ${route.method} ${url.slice(0, 200)} ${String(payload ?? '').slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, where).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(typeof (response.json() as { error?: unknown }).error, where).toBe('string');
      expect(response.body, where).not.toMatch(/\bat .+:\d+:\d+|"stack"/);
      expect(await snapshot(), where).toEqual(before);
    }
    if (mustRefuse) expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
    if (wildcard) expect(response.body, where).not.toMatch(/root:|certamen\.sqlite/);
  }

  const routesWithInput = () => ctx.app.routeTable.filter(takesInput).map((route) => ({ route, baseline: baselines()[key(route)] }));
  const adminRoutesWithInput = () => routesWithInput().filter(({ route }) => isAdminRoute(route));

  /** Random hostile calls of each route by `caller` (an admin always sends its token: anonymous calls are the learner run's). */
  async function fuzzRandom(routes: { route: RouteEntry; baseline: Baseline }[], caller: Caller) {
    for (const { route, baseline } of routes) {
      const names = namesOf(baseline);
      const keepOr = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(fc.constant(KEEP), arbitrary);
      const record = <T>(list: string[], arbitrary: fc.Arbitrary<T>) => fc.record(Object.fromEntries(list.map((name) => [name, keepOr(arbitrary)])) as Record<string, fc.Arbitrary<T | typeof KEEP>>);
      const withField = (name: string, value: unknown): BodyForm => {
        const json: Record<string, unknown> = { ...baseline.body };
        if (value === DROP) delete json[name];
        else json[name] = value;
        return { json };
      };
      const body: fc.Arbitrary<BodyForm | typeof KEEP> = route.schema?.body
        ? fc.oneof(
            // Some fields replaced or missing.
            record(names.body, fc.oneof(hostileValue, fc.constant(DROP))).map((changes) => {
              const json: Record<string, unknown> = { ...baseline.body };
              for (const [name, change] of Object.entries(changes)) if (change === DROP) delete json[name];
              else if (change !== KEEP) json[name] = change;
              return { json };
            }),
            // One field replaced, the rest valid: the call reaches the handler whenever the schema lets the value through.
            fc.tuple(fc.constantFrom(...names.body), fc.oneof(hostileValue, fc.constant(DROP))).map(([name, value]) => withField(name, value)),
            // Something else than an object, or an object of unknown fields.
            hostileValue.map((json) => ({ json })),
            fc.dictionary(hostileText.filter((name) => name.length < 50), hostileValue, { maxKeys: 3 }).map((json) => ({ json })),
            // Not JSON, not UTF-8, nested past reason, or of the wrong type.
            fc.constantFrom('{"email":', '{"a":1}}', "{'a':1}", '', 'nul', '[1,2', '{"__proto__":{"x":1}}').map((text) => ({ bytes: Buffer.from(text), contentType: 'application/json' })),
            fc.tuple(fc.constantFrom(...names.body), fc.constantFrom(...BAD_UTF8)).map(([name, bytes]) => ({ bytes: Buffer.concat([Buffer.from(`{"${name}":"`), bytes, Buffer.from('"}')]), contentType: 'application/json' })),
            fc.integer({ min: 1000, max: 20_000 }).map((depth) => ({ bytes: Buffer.from(`{"${names.body[0]}":${nested(depth, '{"a":', '}').replace(/}$/, '1}')}}`), contentType: 'application/json' })),
            fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml').map((contentType) => ({ bytes: Buffer.from(JSON.stringify(baseline.body)), contentType })),
          )
        : fc.constant(KEEP);
      const input: fc.Arbitrary<Input> = fc.record({
        params: record(names.params, hostileUrlPart),
        query: record(names.query, fc.oneof(hostileUrlPart, fc.tuple(hostileUrlPart, hostileUrlPart))),
        extraQuery: fc.option(fc.tuple(fc.constantFrom('lang', 'mode', 'id', 'userId', '__proto__', 'a[b]'), hostileUrlPart), { freq: 4 }),
        body,
        anonymous: caller === 'admin' ? fc.constant(false) : fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(input, (value) => probe(route, baseline, value, caller)),
        // Small, so the file stays well under a minute on both databases; FC_SEED and FC_RUNS replay or widen a search.
        { numRuns: Number(process.env.FC_RUNS ?? 20), seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined, endOnFailure: true },
      );
    }
  }

  /** Each classic hostile value in each part of each route by `caller`, one part at a time, the rest valid. */
  async function fuzzClassic(routes: { route: RouteEntry; baseline: Baseline }[], caller: Caller) {
    for (const { route, baseline } of routes) {
      const names = namesOf(baseline);
      const call = (input: Partial<Input>) => probe(route, baseline, { ...untouched(baseline), ...input }, caller);
      for (const name of names.params) for (const part of CLASSIC_URL) await call({ params: { ...untouched(baseline).params, [name]: part } });
      for (const name of names.query) for (const part of CLASSIC_URL) await call({ query: { ...untouched(baseline).query, [name]: part } });
      for (const name of names.body) for (const value of CLASSIC_VALUES) await call({ body: { json: { ...baseline.body, [name]: value } } });
    }
  }

  it('refuses hostile params, queries and bodies with a 4xx and { error }, changes nothing, and never answers 5xx (random)', async () => {
    await fuzzRandom(routesWithInput(), 'learner');
  }, 90_000);

  it('refuses each classic hostile value in each part of each route, one part at a time, the rest valid', async () => {
    await fuzzClassic(routesWithInput(), 'learner');
  }, 90_000);

  it('as an admin too: hostile input to the admin routes is a 4xx with { error } that changes nothing, never a 5xx (random)', async () => {
    const routes = adminRoutesWithInput();
    expect(routes.map(({ route }) => key(route))).toEqual(expect.arrayContaining(['PUT /api/admin/users/:id', 'PUT /api/admin/questions/:id', 'POST /api/add-quiz', 'DELETE /api/admin/feedback/:id']));
    await fuzzRandom(routes, 'admin');
  }, 90_000);

  it('as an admin too: each classic hostile value in each part of each admin route', async () => {
    await fuzzClassic(adminRoutesWithInput(), 'admin');
  }, 90_000);

  /** Imports `file` as the admin: never a 5xx; a 4xx has { error } and changed nothing; a 2xx added exactly the questions it counts and nothing else. */
  async function importProbe(file: HostileFile) {
    const query = file.format === 'aiken' ? `format=aiken&topicId=${real.topicId}` : `format=${file.format}&certificationId=11&lang=it`;
    const before = await snapshot();
    const response = await ctx.app.inject({ method: 'POST', url: `/api/admin/questions/import?${query}`, payload: file.bytes, headers: { 'content-type': file.contentType, authorization: `Bearer ${adminToken}` } });
    const where = `import ${query} ${file.contentType} ${JSON.stringify(file.bytes.subarray(0, 200).toString('latin1'))} (${file.bytes.length} bytes) -> ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, where).toBeLessThan(500);
    const after = await snapshot();
    if (response.statusCode >= 400) {
      expect(typeof (response.json() as { error?: unknown }).error, where).toBe('string');
      expect(after, where).toEqual(before);
      return;
    }
    expect(file.hopeless, where).toBe(false);
    const { imported, translations } = response.json() as { imported: number; translations: number };
    expect(imported, where).toBeGreaterThan(0);
    expect([Number(after.questions) - Number(before.questions), Number(after.question_translations) - Number(before.question_translations)], where).toEqual([imported, translations]);
    // Nothing but the new questions: no category, topic, feedback, revision, user or existing question was touched.
    const added = ['questions', 'question_translations', 'questions_updated', 'questions_correct_and_topics', 'question_text_length'];
    const untouchedBy = (state: Record<string, number | string>) => Object.fromEntries(Object.entries(state).filter(([name]) => !added.includes(name)));
    expect(untouchedBy(after), where).toEqual(untouchedBy(before));
  }

  it('as an admin, imports all of a hostile file or none of it, never answering 5xx', async () => {
    const bytes = (text: string) => Buffer.from(text, 'utf8');
    const cell = fc.oneof(hostileText.filter((text) => text !== ONE_MB), fc.constantFrom(...FORMULAS), fc.integer({ min: 1, max: 5000 }).map((depth) => '"'.repeat(depth)));
    const row = fc.oneof(
      fc.array(cell, { minLength: 1, maxLength: 9 }).map((cells) => cells.map((text, index) => (index % 2 ? csvCell(text) : text)).join(',')),
      fc.tuple(fc.constantFrom(...FORMULAS), fc.constantFrom(...FORMULAS)).map(([question, answer]) => [csvCell(question), csvCell(answer), 'b', 'c', 'd', '1', 'Porte'].join(',')),
      fc.constant('Fuzz?,a,b,c,d,1,Porte'),
    );
    const anyType = fc.constantFrom('text/csv', 'text/plain', 'application/octet-stream');
    const file: fc.Arbitrary<HostileFile> = fc.oneof(
      // Random bytes, with or without a byte order mark.
      fc.tuple(fc.constantFrom(Buffer.alloc(0), Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from([0xff, 0xfe]), Buffer.from([0xfe, 0xff])), fc.uint8Array({ maxLength: 3000 }), anyType, fc.constantFrom('csv' as const, 'aiken' as const, 'gift' as const)).map(
        ([bom, random, contentType, format]) => ({ bytes: Buffer.concat([bom, Buffer.from(random)]), contentType, format, hopeless: true }),
      ),
      // A header and rows of hostile cells, some rows valid: all or nothing.
      fc.tuple(fc.array(row, { minLength: 1, maxLength: 6 }), fc.constantFrom('\n', '\r\n', '\r'), anyType).map(([rows, newline, contentType]) => ({ bytes: bytes([CSV_HEADER, ...rows].join(newline)), contentType, format: 'csv' as const, hopeless: false })),
      // Bytes that are not UTF-8 inside a valid row (Windows-1252 may still read them).
      fc.tuple(fc.constantFrom(...BAD_UTF8, Buffer.from([0x81]), Buffer.from([0x00]), Buffer.from([0x8d, 0x90])), anyType).map(([bad, contentType]) => ({
        bytes: Buffer.concat([bytes(`${CSV_HEADER}\nFuzz `), bad, bytes('?,a,b,c,d,1,Porte')]),
        contentType,
        format: 'csv' as const,
        hopeless: bad.includes(0x81) || bad.includes(0x00) || bad.includes(0x8d),
      })),
      // One line of a megabyte: as the whole file, as a cell, as a quoted cell.
      fc.constantFrom(ONE_MB, `${CSV_HEADER}\n${ONE_MB},a,b,c,d,1,Porte`, `${CSV_HEADER}\n${csvCell(ONE_MB)},a,b,c,d,1,Porte`, `${CSV_HEADER}\n"${ONE_MB}`).map((text) => ({ bytes: bytes(text), contentType: 'text/csv', format: 'csv' as const, hopeless: true })),
      // Quotes nested past reason: an odd run is a quoted cell of quotes (too long past 2,000 characters), an even one a broken cell; or a quote left open to the end.
      fc.integer({ min: 1000, max: 200_000 }).map((depth) => ({ bytes: bytes(`${CSV_HEADER}\n${'"'.repeat(depth)}Fuzz?${'"'.repeat(depth)},a,b,c,d,1,Porte`), contentType: 'text/csv', format: 'csv' as const, hopeless: depth % 2 === 0 || depth > 1996 })),
      fc.integer({ min: 1, max: 200_000 }).map((depth) => ({ bytes: bytes(`${CSV_HEADER}\n${'"'.repeat(2 * depth + 1)}Fuzz?,a,b,c,d,1,Porte\n`), contentType: 'text/csv', format: 'csv' as const, hopeless: true })),
      // Aiken and GIFT with hostile text where the question, an answer or the key goes.
      fc.tuple(cell, cell).map(([stem, answer]) => ({ bytes: bytes(`${stem}\nA. ${answer}\nB. b\nC. c\nD. d\nANSWER: ${answer}\n`), contentType: 'text/plain', format: 'aiken' as const, hopeless: false })),
      fc.tuple(cell, cell).map(([stem, answer]) => ({ bytes: bytes(`::t:: ${stem} {=${answer} ~b ~c ~d}\n`), contentType: 'text/plain', format: 'gift' as const, hopeless: false })),
      // Not a file type the import reads.
      fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'image/png').map((contentType) => ({
        bytes: bytes(`${CSV_HEADER}\nFuzz?,a,b,c,d,1,Porte`),
        contentType,
        format: 'csv' as const,
        hopeless: true,
      })),
    );
    await fc.assert(fc.asyncProperty(file, importProbe), { numRuns: Number(process.env.FC_RUNS ?? 20) * 3, seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined, endOnFailure: true });
    // A file over the size limit is refused unread.
    await importProbe({ bytes: Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a'), contentType: 'application/octet-stream', format: 'csv' as const, hopeless: true });
  }, 90_000);

  it('stores SQL and HTML fragments the schema lets through as plain text, and keeps every table', async () => {
    const questionId = (await ctx.db.selectFrom('questions').select('id').executeTakeFirstOrThrow()).id;
    const lastFeedback = (await ctx.db.selectFrom('question_feedback').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0;
    const before = await snapshot();
    const call = (method: 'GET' | 'POST', url: string, payload?: object) => ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    for (const text of ['a\u0000b', '\u0000', 'x\u001b[31m']) {
      // Looked up by slug, not stored: whatever it holds, a category that does not exist is a 404 (PostgreSQL refuses NUL in a query).
      const mixed = await call('GET', `/api/questions-mixed/0?category=${encodeURIComponent(text)}`);
      expect(mixed.statusCode, JSON.stringify(text)).toBeGreaterThanOrEqual(400);
      expect(mixed.statusCode, JSON.stringify(text)).toBeLessThan(500);
    }
    for (const text of ['a\u0000b', '\uD800']) {
      // Text a database cannot store as given (PostgreSQL refuses NUL; a lone surrogate is not UTF-8) is refused, not a 500.
      const refused = await call('POST', '/api/feedback', { questionId, type: 'report', description: text });
      expect(refused.statusCode, JSON.stringify(text)).toBe(400);
      expect(refused.json().error).toBe('validation_error');
    }
    for (const text of [...SQL, ...HTML].filter((value) => value.trim())) {
      expect((await call('POST', '/api/feedback', { questionId, type: 'report', description: text })).statusCode).toBe(201);
      const mixed = await call('GET', `/api/questions-mixed/0?category=${encodeURIComponent(text.slice(0, 64))}`);
      expect(mixed.statusCode).toBe(404);
      const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'prober@example.com', password: text } });
      expect(login.statusCode).toBe(401);
    }
    const stored = await ctx.db.selectFrom('question_feedback').select('description').where('id', '>', Number(lastFeedback)).orderBy('id').execute();
    expect(stored.map((row) => row.description)).toEqual([...SQL, ...HTML].filter((value) => value.trim()).map((value) => value.trim()));
    const after = await snapshot();
    expect(after.question_feedback).toBe(Number(before.question_feedback) + stored.length);
    expect({ ...after, question_feedback: 0 }).toEqual({ ...before, question_feedback: 0 });
  });
});
