import { describe, expect, it } from 'vitest';
import { DIALECTS, useTestApp, type TestContext } from './test-app';

const NETWORK_PLUS = 11;
let counter = 0;

async function register(ctx: TestContext, options: { admin?: boolean; name?: string } = {}) {
  const name = options.name ?? `member${++counter}`;
  counter += 1;
  const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: name, email: `${name.toLowerCase()}@example.com`, password: 'secret-pass1' }, remoteAddress: `10.9.0.${counter}` });
  expect(response.statusCode).toBe(201);
  const { token, user } = response.json() as { token: string; user: { id: number } };
  if (options.admin) await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
  const call = (method: 'GET' | 'PUT', url: string, payload?: object) => ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  return { id: user.id, name, call };
}

describe.each(DIALECTS)('users administration on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  it('lists and searches accounts by part of the username or e-mail, any case, a page at a time', async () => {
    const admin = await register(ctx, { admin: true });
    const ada = await register(ctx, { name: 'AdaLovelace' });
    await register(ctx, { name: 'grace_hopper' });
    await register(ctx, { name: 'grace100' });

    const found = await admin.call('GET', '/api/admin/users?q=lovel');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      items: [{ id: ada.id, username: 'AdaLovelace', email: 'adalovelace@example.com', role: 'user', is_premium: false, total_points: 0, created_at: expect.any(String) }],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    expect((await admin.call('GET', '/api/admin/users?q=ADALOVELACE%40EXAMPLE')).json().total).toBe(1);
    // "_" is searched as itself, not as "any character".
    expect((await admin.call('GET', '/api/admin/users?q=grace_')).json().items.map((user: { username: string }) => user.username)).toEqual(['grace_hopper']);
    expect((await admin.call('GET', '/api/admin/users?q=%25')).json().total).toBe(0);
    const everyone = (await admin.call('GET', '/api/admin/users')).json();
    expect(everyone.total).toBeGreaterThanOrEqual(4);
    const page2 = (await admin.call('GET', '/api/admin/users?page=2&pageSize=2')).json();
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: everyone.total });
    expect(page2.items.map((user: { id: number }) => user.id)).toEqual(everyone.items.slice(2, 4).map((user: { id: number }) => user.id));
  });

  it('grants Premium and the admin role, effective on the user\'s very next request', async () => {
    const admin = await register(ctx, { admin: true });
    const learner = await register(ctx);
    const topics = (await ctx.app.inject({ method: 'GET', url: `/api/get-topics/${NETWORK_PLUS}` })).json() as { id: number }[];
    const premiumTopic = topics[3].id;
    expect((await learner.call('GET', `/api/questions/${premiumTopic}`)).statusCode).toBe(403);

    const granted = await admin.call('PUT', `/api/admin/users/${learner.id}`, { is_premium: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ id: learner.id, is_premium: true, role: 'user' });
    expect((await learner.call('GET', '/api/auth/me')).json().user).toMatchObject({ is_premium: true });
    expect((await learner.call('GET', `/api/questions/${premiumTopic}`)).statusCode).toBe(200);

    expect((await admin.call('PUT', `/api/admin/users/${learner.id}`, { is_premium: false })).json()).toMatchObject({ is_premium: false });
    expect((await learner.call('GET', `/api/questions/${premiumTopic}`)).statusCode).toBe(403);

    expect((await learner.call('GET', '/api/admin/users')).statusCode).toBe(403);
    expect((await admin.call('PUT', `/api/admin/users/${learner.id}`, { role: 'admin' })).json()).toMatchObject({ role: 'admin' });
    expect((await learner.call('GET', '/api/admin/users')).statusCode).toBe(200);
    // The new admin demotes the first one; the first one's token stops opening admin calls at once.
    expect((await learner.call('PUT', `/api/admin/users/${admin.id}`, { role: 'user' })).statusCode).toBe(200);
    expect((await admin.call('GET', '/api/admin/users')).statusCode).toBe(403);
  });

  it('refuses an admin removing their own admin role, so an admin always remains', async () => {
    const admin = await register(ctx, { admin: true });
    const refused = await admin.call('PUT', `/api/admin/users/${admin.id}`, { role: 'user' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'conflict', message: expect.stringContaining('your own admin role'), details: [{ path: '/role' }] });
    expect(await ctx.db.selectFrom('users').select('role').where('id', '=', admin.id).executeTakeFirstOrThrow()).toEqual({ role: 'admin' });
    // Their own Premium flag is theirs to change.
    expect((await admin.call('PUT', `/api/admin/users/${admin.id}`, { is_premium: true, role: 'admin' })).statusCode).toBe(200);
  });

  it('names the field of bad input and answers 404 for an unknown user', async () => {
    const admin = await register(ctx, { admin: true });
    const learner = await register(ctx);
    for (const [payload, field] of [
      [{}, 'is_premium'],
      [{ role: 'root' }, 'role'],
      [{ is_premium: 'yes' }, 'is_premium'],
      [{ is_premium: true, password: 'x' }, 'password'],
    ] as const) {
      const response = await admin.call('PUT', `/api/admin/users/${learner.id}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toBe('validation_error');
      expect(JSON.stringify(response.json().details), JSON.stringify(payload)).toContain(field);
    }
    for (const [url, field] of [['/api/admin/users?page=0', 'page'], ['/api/admin/users?pageSize=101', 'pageSize']]) {
      const response = await admin.call('GET', url);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().details)).toContain(field);
    }
    expect((await admin.call('PUT', '/api/admin/users/999999', { is_premium: true })).statusCode).toBe(404);
    expect((await learner.call('PUT', `/api/admin/users/${learner.id}`, { is_premium: true })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/admin/users/${learner.id}`, payload: { is_premium: true } })).statusCode).toBe(401);
    expect(await ctx.db.selectFrom('users').select('is_premium').where('id', '=', learner.id).executeTakeFirstOrThrow()).toEqual({ is_premium: 0 });
  });
});
