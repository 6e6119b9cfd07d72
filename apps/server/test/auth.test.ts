import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { DIALECTS, TEST_JWT_SECRET, useTestApp } from './test-app';

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'certamen-outbox-'));
let addressCounter = 0;
/** Each test its own client address, so the per-address limits of one test don't reach the next. */
const freshAddress = () => `10.1.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

describe.each(DIALECTS)('accounts API on %s', (dialect) => {
  const ctx = useTestApp(dialect, { MAIL_OUTBOX: path.join(outbox, dialect) });
  const post = (url: string, payload: object, options: { token?: string; remoteAddress?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: options.remoteAddress,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });
  const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const register = (name: string, extra: object = {}) =>
    post('/api/auth/register', { username: name, email: `${name}@example.com`, password: 'secret-pass1', ...extra }, { remoteAddress: freshAddress() });

  async function mailsTo(email: string): Promise<{ to: string; subject: string; text: string }[]> {
    // Reset mails are prepared after the answer has gone (same timing for any e-mail): wait for that work, then for delivery.
    await ctx.app.auth.idle();
    await ctx.app.mailer.idle();
    const dir = path.join(outbox, dialect);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')))
      .filter((mail) => mail.to === email);
  }

  it('registers a learner and answers a token that identifies them', async () => {
    const response = await register('Ada', { email: '  Ada@Example.com ', lang: 'fr' });
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json();
    expect(user).toMatchObject({ username: 'Ada', email: 'ada@example.com', role: 'user', is_premium: false, language: 'fr' });
    expect(token.split('.')).toHaveLength(3);
    expect(token.length).toBeGreaterThan(50);
    expect((await me(token)).json().user).toMatchObject({ id: user.id, username: 'Ada' });
    const row = await ctx.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers 409 for a taken e-mail or username, whatever the case', async () => {
    expect((await register('grace')).statusCode).toBe(201);
    const sameEmail = await post('/api/auth/register', { username: 'other', email: 'GRACE@example.com', password: 'secret-pass1' }, { remoteAddress: freshAddress() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ error: 'conflict', message: 'Email or username already registered.' });
    const sameName = await post('/api/auth/register', { username: 'GRACE', email: 'grace2@example.com', password: 'secret-pass1' }, { remoteAddress: freshAddress() });
    expect(sameName.statusCode).toBe(409);
    // Two sign-ups of one e-mail at the same moment both pass the lookup: the unique index makes the second a 409, not a 500.
    const racing = await Promise.all([register('hopper'), post('/api/auth/register', { username: 'hopper2', email: 'hopper@example.com', password: 'secret-pass1' }, { remoteAddress: freshAddress() })]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    [{ email: 'x@example.com', password: 'secret-pass1' }, 'username'],
    [{ username: 'x', email: 'x@example.com', password: 'secret-pass1' }, 'username'],
    [{ username: 'xavier', email: 'not-an-email', password: 'secret-pass1' }, 'email'],
    [{ username: 'xavier', email: 'x@example.com', password: 'short1' }, 'password'],
    [{ username: 'xavier', email: 'x@example.com', password: 'onlyletters' }, 'password'],
    [{ username: 'xavier', email: 'x@example.com', password: '1234567890' }, 'password'],
  ])('answers 400 and creates nothing for %o', async (payload, field) => {
    const before = await ctx.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const response = await post('/api/auth/register', payload, { remoteAddress: freshAddress() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_error');
    expect(JSON.stringify(response.json().details)).toContain(field);
    const after = await ctx.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(response.statusCode).toBe(400);
  });

  it('logs in, and gives an unknown e-mail and a wrong password the very same answer', async () => {
    await register('linus');
    const ok = await post('/api/auth/login', { email: ' LINUS@example.com', password: 'secret-pass1' }, { remoteAddress: freshAddress() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.username).toBe('linus');
    const wrongPassword = await post('/api/auth/login', { email: 'linus@example.com', password: 'wrong-pass1' }, { remoteAddress: freshAddress() });
    const unknownEmail = await post('/api/auth/login', { email: 'nobody@example.com', password: 'wrong-pass1' }, { remoteAddress: freshAddress() });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.json()).toMatchObject({ error: 'invalid_credentials' });
  });

  describe('tokens', () => {
    const secret = new TextEncoder().encode(TEST_JWT_SECRET);
    let userId = 0;
    it('are refused when tampered, expired, for another audience, unsigned or missing', async () => {
      const { token, user } = (await register('margaret')).json();
      userId = user.id;
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${signature}`;
      const base = () => new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(userId)).setIssuer('certamen');
      const expired = await base().setAudience('certamen-web').setIssuedAt(1_700_000_000).setExpirationTime(1_700_000_100).sign(secret);
      const otherAudience = await base().setAudience('someone-else').setExpirationTime('1h').sign(secret);
      const otherSecret = await base().setAudience('certamen-web').setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(64)));
      const unsigned = new UnsecuredJWT({ ver: 0 }).setSubject(String(userId)).setIssuer('certamen').setAudience('certamen-web').setExpirationTime('1h').encode();
      const valid = await base().setAudience('certamen-web').setExpirationTime('1h').sign(secret);

      expect((await me(valid)).statusCode).toBe(200);
      for (const bad of [tampered, expired, otherAudience, otherSecret, unsigned, 'garbage']) {
        const response = await me(bad);
        expect(response.statusCode, bad).toBe(401);
        expect(response.json().error).toBe('unauthorized');
      }
      expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    });

    it('issued before "log out everywhere" are refused after it', async () => {
      const login = await post('/api/auth/login', { email: 'margaret@example.com', password: 'secret-pass1' }, { remoteAddress: freshAddress() });
      const token = login.json().token;
      expect((await post('/api/auth/logout-all', {}, { token })).statusCode).toBe(204);
      expect((await me(token)).statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    it('answers the same for known and unknown e-mails, and mails only the known one, in its language', async () => {
      await register('alan', { lang: 'es' });
      const known = await post('/api/auth/forgot-password', { email: 'alan@example.com' }, { remoteAddress: freshAddress() });
      const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.com', lang: 'it' }, { remoteAddress: freshAddress() });
      expect(known.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(await mailsTo('ghost@example.com')).toEqual([]);
      const [mail] = await mailsTo('alan@example.com');
      expect(mail.subject).toBe('Restablece tu contraseña de Certamen');
      expect(mail.text).toMatch(/https:\/\/certamen\.test\/es\/reset-password\?token=[\w-]{43}/);
    });

    it('resets once with the mailed link; the token then fails and old sessions end', async () => {
      const { token: oldSession } = (await register('barbara')).json();
      await post('/api/auth/forgot-password', { email: 'barbara@example.com', lang: 'en' }, { remoteAddress: freshAddress() });
      const [mail] = await mailsTo('barbara@example.com');
      const resetToken = new URL(mail.text.match(/https:\S+/)![0]).searchParams.get('token')!;
      const stored = await ctx.db.selectFrom('password_reset_tokens').select('token_hash').execute();
      expect(stored.map((row) => row.token_hash)).not.toContain(resetToken);

      const reset = await post('/api/auth/reset-password', { token: resetToken, newPassword: 'brand-new-pass2' });
      expect(reset.statusCode).toBe(200);
      const again = await post('/api/auth/reset-password', { token: resetToken, newPassword: 'another-pass3' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ error: 'invalid_token', message: 'Invalid or expired token' });

      expect((await me(oldSession)).statusCode).toBe(401);
      const oldPassword = await post('/api/auth/login', { email: 'barbara@example.com', password: 'secret-pass1' }, { remoteAddress: freshAddress() });
      expect(oldPassword.statusCode).toBe(401);
      const newPassword = await post('/api/auth/login', { email: 'barbara@example.com', password: 'brand-new-pass2' }, { remoteAddress: freshAddress() });
      expect(newPassword.statusCode).toBe(200);
    });

    it('refuses an expired token, an unknown one and a weak new password', async () => {
      await register('edsger');
      await post('/api/auth/forgot-password', { email: 'edsger@example.com' }, { remoteAddress: freshAddress() });
      const [mail] = await mailsTo('edsger@example.com');
      const resetToken = new URL(mail.text.match(/https:\S+/)![0]).searchParams.get('token')!;
      const weak = await post('/api/auth/reset-password', { token: resetToken, newPassword: 'short' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().error).toBe('validation_error');
      // An hour passes.
      await ctx.db.updateTable('password_reset_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
      const expired = await post('/api/auth/reset-password', { token: resetToken, newPassword: 'brand-new-pass2' });
      expect(expired.json().error).toBe('invalid_token');
      expect((await post('/api/auth/reset-password', { token: 'made-up', newPassword: 'brand-new-pass2' })).json().error).toBe('invalid_token');
    });
  });

  describe('rate limits', () => {
    it('stop a stranger guessing one account from their address, without locking the owner out of theirs', async () => {
      await register('guessme');
      const stranger = freshAddress();
      const attempt = () => post('/api/auth/login', { email: 'guessme@example.com', password: 'wrong-pass1' }, { remoteAddress: stranger });
      for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ error: 'rate_limited', message: 'Too many attempts. Try again in 15 minutes.' });
      expect(blocked.json().details.retryAfterSeconds).toBeGreaterThan(800);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
      // Even the right password waits from the stranger's address: otherwise the limit would tell a guesser when they are right.
      expect((await post('/api/auth/login', { email: 'guessme@example.com', password: 'secret-pass1' }, { remoteAddress: stranger })).statusCode).toBe(429);
      // The owner, from their own address, is not locked out by someone else's failures.
      expect((await post('/api/auth/login', { email: 'guessme@example.com', password: 'secret-pass1' }, { remoteAddress: freshAddress() })).statusCode).toBe(200);
    });

    it('stop guessing spread over many addresses at a generous per-account ceiling', async () => {
      await register('spread');
      const attempt = () => post('/api/auth/login', { email: 'spread@example.com', password: 'wrong-pass1' }, { remoteAddress: freshAddress() });
      for (let i = 0; i < 100; i += 1) expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
    });

    it('stop one address from registering account after account', async () => {
      const remoteAddress = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push((await post('/api/auth/register', { username: `bot${i}`, email: `bot${i}@example.com`, password: 'secret-pass1' }, { remoteAddress })).statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it('stop flooding one inbox with reset mails', async () => {
      await register('inbox');
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await post('/api/auth/forgot-password', { email: 'inbox@example.com' }, { remoteAddress: freshAddress() })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(await mailsTo('inbox@example.com')).toHaveLength(3);
    });
  });
});
