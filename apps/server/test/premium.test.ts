import { describe, expect, it } from 'vitest';
import { createPremiumService } from '../src/features/premium/premium.service';
import { DIALECTS, useTestApp, type TestContext } from './test-app';

let counter = 0;
/** Every call from its own address unless told, so the per-address limit only bites where a test means it to. */
const freshAddress = () => `10.40.${Math.floor(++counter / 250)}.${counter % 250}`;

async function learner(ctx: TestContext, options: { admin?: boolean } = {}) {
  const name = `premium${++counter}`;
  const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: name, email: `${name}@example.com`, password: 'secret-pass1' }, remoteAddress: freshAddress() });
  const { token, user } = response.json();
  if (options.admin) await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
  return { id: user.id as number, username: name, token: token as string };
}

function send(ctx: TestContext, method: 'GET' | 'POST', url: string, options: { payload?: unknown; token?: string; address?: string } = {}) {
  return ctx.app.inject({
    method,
    url,
    payload: options.payload as object,
    remoteAddress: options.address ?? freshAddress(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

const interested = async (ctx: TestContext) => (await send(ctx, 'GET', '/api/premium-info')).json().interestedCount as number;
const rows = (ctx: TestContext) => ctx.db.selectFrom('premium_interest').selectAll().orderBy('id').execute();

describe.each(DIALECTS)('premium API on %s', (dialect) => {
  const ctx = useTestApp(dialect, { PREMIUM_LAUNCH_DATE: '2099-12-31', PREMIUM_INTEREST_PER_HOUR: '5', AUTH_RATE_LIMIT_FACTOR: '100' });

  it('tells the pages the launch date, the counter, the prices and the offer from configuration', async () => {
    const info = (await send(ctx, 'GET', '/api/premium-info')).json();
    expect(info).toEqual({
      launchDate: '2099-12-31',
      launched: false,
      interestedCount: 83,
      currency: 'EUR',
      prices: [
        { amount: '3.99', period: 'week' },
        { amount: '6.99', period: 'two-weeks' },
        { amount: '9.99', period: 'month' },
        { amount: '12.99', period: 'month' },
      ],
      firstMonthDiscountPercent: 50,
      freeExplanationsUntil: '2025-08-31',
      freeTopicsPerCertification: 3,
    });
    // Once the launch day has come the page stops counting down.
    const service = (at: string) => createPremiumService({ db: ctx.db, config: { ...ctx.config, premiumLaunchDate: '2025-08-31', premiumInterestStart: 7 }, now: () => new Date(at) });
    expect(await service('2025-08-30T23:59:59Z').info()).toMatchObject({ launched: false, interestedCount: 7 });
    expect(await service('2025-08-31T00:00:00Z').info()).toMatchObject({ launched: true });
  });

  it('stores the popup\'s answer as the token\'s learner, whatever userId the body claims, and counts each learner once', async () => {
    const me = await learner(ctx);
    const other = await learner(ctx);
    const before = await interested(ctx);
    const first = await send(ctx, 'POST', '/api/premium-interest', { token: me.token, payload: { answer: 'si', email: '  Me@Example.COM ', feedback: 'Più quiz di rete', userId: other.id, lang: 'it' } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number), interestedCount: before + 1 });
    const stored = (await rows(ctx)).find((row) => row.id === first.json().id);
    expect(stored).toMatchObject({ user_id: me.id, answer: 'si', email: 'me@example.com', feedback: 'Più quiz di rete', lang: 'it', price_suggestion: null });

    // Saying yes again (another session's popup) does not make the learner two people; "no" and "more info" are not interest.
    expect((await send(ctx, 'POST', '/api/premium-interest', { token: me.token, payload: { answer: 'si' } })).json().interestedCount).toBe(before + 1);
    expect((await send(ctx, 'POST', '/api/premium-interest', { token: other.token, payload: { answer: 'no', email: '', feedback: '' } })).json().interestedCount).toBe(before + 1);
    const info = await send(ctx, 'POST', '/api/premium-interest', { token: other.token, payload: { answer: 'piu_info', userId: null } });
    expect(info.statusCode).toBe(201);
    const latest = (await rows(ctx)).find((row) => row.id === info.json().id);
    // Without a language in the body, the learner's own.
    expect(latest).toMatchObject({ user_id: other.id, answer: 'piu_info', email: null, feedback: null, lang: 'it' });
  });

  it('takes the interest page\'s answer without an account: e-mail, a configured price and a comment, +1 on the counter', async () => {
    const before = await interested(ctx);
    const page = await send(ctx, 'POST', '/api/premium-interest', { payload: { answer: 'si', email: 'visitor@example.org', price_suggestion: '6.99', feedback: 'Per CCNA' } });
    expect(page.statusCode).toBe(201);
    expect(page.json().interestedCount).toBe(before + 1);
    // A price sent as a number is the same price.
    const numeric = await send(ctx, 'POST', '/api/premium-interest', { payload: { answer: 'si', price_suggestion: 12.99, lang: 'fr' } });
    expect(numeric.statusCode).toBe(201);
    expect(numeric.json().interestedCount).toBe(before + 2);
    const stored = (await rows(ctx)).filter((row) => [page.json().id, numeric.json().id].includes(row.id));
    expect(stored.map((row) => [row.user_id, row.email, row.price_suggestion, row.lang])).toEqual([
      [null, 'visitor@example.org', '6.99', null],
      [null, null, '12.99', 'fr'],
    ]);
  });

  it('refuses bad answers with 400 naming the field, and stores nothing', async () => {
    const me = await learner(ctx);
    const before = (await rows(ctx)).length;
    const bad: [unknown, string][] = [
      [{}, 'answer'],
      [{ answer: 'maybe' }, 'answer'],
      [{ answer: 'SI' }, 'answer'],
      [{ answer: 'si', email: 'not-an-email' }, 'email'],
      [{ answer: 'si', email: 'a@b' }, 'email'],
      [{ answer: 'si', email: 42 }, 'email'],
      [{ answer: 'si', price_suggestion: '5.00' }, 'price_suggestion'],
      [{ answer: 'si', price_suggestion: 'free' }, 'price_suggestion'],
      [{ answer: 'si', price_suggestion: -3.99 }, 'price_suggestion'],
      [{ answer: 'si', feedback: 'x'.repeat(1001) }, 'feedback'],
      [{ answer: 'si', feedback: 'null\u0000byte' }, 'feedback'],
      [{ answer: 'si', lang: 'de' }, 'lang'],
      [{ answer: 'si', userId: { id: 1 } }, 'userId'],
    ];
    for (const [payload, field] of bad) {
      const response = await send(ctx, 'POST', '/api/premium-interest', { token: me.token, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toBe('validation_error');
      expect(JSON.stringify(response.json().details), JSON.stringify(payload)).toContain(field);
    }
    const malformed = await ctx.app.inject({ method: 'POST', url: '/api/premium-interest', payload: '{"answer":', headers: { 'content-type': 'application/json' }, remoteAddress: freshAddress() });
    expect(malformed.statusCode).toBe(400);
    expect((await rows(ctx)).length).toBe(before);
  });

  it('limits answers per address and per learner, with Retry-After', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await send(ctx, 'POST', '/api/premium-interest', { address, payload: { answer: 'no' } })).statusCode).toBe(201);
    const limited = await send(ctx, 'POST', '/api/premium-interest', { address, payload: { answer: 'no' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by that one.
    expect((await send(ctx, 'POST', '/api/premium-interest', { payload: { answer: 'no' } })).statusCode).toBe(201);

    // A learner hopping addresses is still one learner.
    const me = await learner(ctx);
    for (let i = 0; i < 5; i += 1) expect((await send(ctx, 'POST', '/api/premium-interest', { token: me.token, payload: { answer: 'piu_info' } })).statusCode).toBe(201);
    expect((await send(ctx, 'POST', '/api/premium-interest', { token: me.token, payload: { answer: 'piu_info' } })).statusCode).toBe(429);
  });

  it('lists the answers to administrators only, newest first, with counts per answer and per price', async () => {
    const admin = await learner(ctx, { admin: true });
    const me = await learner(ctx);
    expect((await send(ctx, 'GET', '/api/admin/premium-interest')).statusCode).toBe(401);
    const refused = await send(ctx, 'GET', '/api/admin/premium-interest', { token: me.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('forbidden');

    await send(ctx, 'POST', '/api/premium-interest', { token: me.token, payload: { answer: 'si', price_suggestion: '9.99', feedback: 'Ultima risposta' } });
    const list = await send(ctx, 'GET', '/api/admin/premium-interest', { token: admin.token });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    const all = await rows(ctx);
    expect(body.total).toBe(all.length);
    const count = (predicate: (row: (typeof all)[number]) => boolean) => all.filter(predicate).length;
    expect(body.counts.answers).toEqual({ si: count((r) => r.answer === 'si'), no: count((r) => r.answer === 'no'), piu_info: count((r) => r.answer === 'piu_info') });
    expect(body.counts.prices).toEqual([
      { price: '3.99', count: 0 },
      { price: '6.99', count: count((r) => r.price_suggestion === '6.99') },
      { price: '9.99', count: count((r) => r.price_suggestion === '9.99') },
      { price: '12.99', count: count((r) => r.price_suggestion === '12.99') },
      { price: null, count: count((r) => r.price_suggestion === null) },
    ]);
    expect(body.counts.prices.find((row: { price: string }) => row.price === '9.99').count).toBeGreaterThanOrEqual(1);
    expect(body.items[0]).toMatchObject({ user_id: me.id, username: me.username, answer: 'si', price_suggestion: '9.99', feedback: 'Ultima risposta' });
    expect(body.items).toHaveLength(all.length);

    const page = (await send(ctx, 'GET', '/api/admin/premium-interest?limit=2&offset=1', { token: admin.token })).json();
    expect(page.items.map((item: { id: number }) => item.id)).toEqual(body.items.slice(1, 3).map((item: { id: number }) => item.id));
    for (const query of ['limit=0', 'limit=501', 'offset=-1', 'limit=abc']) {
      expect((await send(ctx, 'GET', `/api/admin/premium-interest?${query}`, { token: admin.token })).statusCode, query).toBe(400);
    }
  });
});
