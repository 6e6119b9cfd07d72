import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { DIALECTS, TEST_JWT_SECRET, useTestApp } from './test-app';

let counter = 0;
const address = () => `10.9.${Math.floor(++counter / 250)}.${counter % 250}`;

describe.each(DIALECTS)('trust on %s', (dialect) => {
  const ctx = useTestApp(dialect, { AUTH_RATE_LIMIT_FACTOR: '10' });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: address() });
  const register = (username: string) => post('/api/auth/register', { username, email: `${encodeURIComponent(username).replace(/%/g, '')}${counter}@example.com`, password: 'secret-pass1' });

  it('refuses usernames that only look like a taken one, and stores fullwidth letters as ordinary ones', async () => {
    expect((await register('mario.rossi')).statusCode).toBe(201);
    for (const impostor of ['mаrio.rossi', 'ｍａｒｉｏ.ｒｏｓｓｉ', 'Mario_Rossi', 'mario-r0ssi', 'marіo.rossi']) {
      const refused = await register(impostor);
      expect(refused.statusCode, impostor).toBe(409);
      expect(refused.json().error).toBe('conflict');
    }
    const fullwidth = await register('ｌｕｉｇｉ');
    expect(fullwidth.statusCode).toBe(201);
    expect(fullwidth.json().user.username).toBe('luigi');
  });

  it('refuses a correctly signed token that has no expiry', async () => {
    const user = (await register('noexpiry')).json().user;
    const secret = new TextEncoder().encode(TEST_JWT_SECRET);
    const forever = await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.id)).setIssuer('certamen').setAudience('certamen-web').setIssuedAt().sign(secret);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${forever}` } })).statusCode).toBe(401);
    const expiring = await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.id)).setIssuer('certamen').setAudience('certamen-web').setIssuedAt().setExpirationTime('1h').sign(secret);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${expiring}` } })).statusCode).toBe(200);
  });

  it('sends no HSTS over plain HTTP', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/get-categories' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a large body on a small-body route before parsing it, and keeps answering others', async () => {
    const nested = `{"email":"a@b.c","password":${'['.repeat(450_000)}${']'.repeat(450_000)}}`;
    const [refused, other] = await Promise.all([
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: nested, headers: { 'content-type': 'application/json' }, remoteAddress: address() }),
      ctx.app.inject({ method: 'GET', url: '/api/get-categories' }),
    ]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ error: 'validation_error' });
    expect(other.statusCode).toBe(200);
    const deep = `{"email":"a@b.c","password":${'['.repeat(1500)}${']'.repeat(1500)}}`;
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: deep, headers: { 'content-type': 'application/json' }, remoteAddress: address() })).statusCode).toBe(400);
  });

  it('answers forgot-password the same for a known and an unknown e-mail, and prepares the mail after answering', async () => {
    const user = (await register('forgetful')).json().user;
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    // The work is done after the answer: the route does not wait for it, whatever the e-mail.
    await ctx.app.auth.idle();
    const after = await ctx.db.selectFrom('password_reset_tokens').select('id').where('user_id', '=', user.id).execute();
    expect(after).toHaveLength(1);
  });
});

describe('behind a proxy that terminates HTTPS', () => {
  const ctx = useTestApp('sqlite', { TRUST_PROXY: 'loopback' });

  it('sends HSTS only when the request came over HTTPS', async () => {
    const secure = await ctx.app.inject({ method: 'GET', url: '/api/get-categories', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toContain('max-age=31536000');
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/get-categories', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  let mailbox = 0;
  const forgot = (remoteAddress: string, forwardedFor: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: `box${++mailbox}@example.com` }, remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });

  it('limits each client behind the trusted proxy by its own address, not the proxy\'s', async () => {
    for (let i = 0; i < 10; i += 1) expect((await forgot('127.0.0.1', '203.0.113.1')).statusCode).toBe(200);
    expect((await forgot('127.0.0.1', '203.0.113.1')).statusCode).toBe(429);
    expect((await forgot('127.0.0.1', '203.0.113.2')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a client that is not the proxy, so forging it mints no new limits', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await forgot('198.51.100.7', `203.0.113.${100 + i}`)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('rotating the JWT secret', () => {
  const NEW_SECRET = 'the-new-secret-that-is-long-enough-for-hs256-9876543210';
  // The suite's usual secret is the old one here: still accepted, no longer used to sign.
  const ctx = useTestApp('sqlite', { JWT_SECRET: NEW_SECRET, JWT_VERIFY_SECRETS: `  ${TEST_JWT_SECRET} ` });
  const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const signed = (secret: string, userId: number) =>
    new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(userId)).setIssuer('certamen').setAudience('certamen-web').setExpirationTime('1h').sign(new TextEncoder().encode(secret));

  it('signs with the new secret and still accepts tokens signed with the old one, but no other', async () => {
    const registered = (await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: 'rotated', email: 'rotated@example.com', password: 'secret-pass1' } })).json();
    await expect(jwtVerify(registered.token, new TextEncoder().encode(NEW_SECRET))).resolves.toBeDefined();
    expect((await me(registered.token)).statusCode).toBe(200);
    expect((await me(await signed(TEST_JWT_SECRET, registered.user.id))).statusCode).toBe(200);
    expect((await me(await signed('x'.repeat(64), registered.user.id))).statusCode).toBe(401);
  });
});
