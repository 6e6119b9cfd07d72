import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/app';
import { useTestApp } from './test-app';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'certamen-headers-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Certamen</title><div id="root"></div><script type="module" src="/assets/app.js"></script>');

/** Every line the app logs, parsed. */
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
    done();
  },
});

function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...values]) => [name, values]));
}

describe('headers, logs and error bodies', () => {
  const ctx = useTestApp('sqlite', { WEB_DIST: dist }, { logStream });
  const SECRET_DETAIL = 'connection to 10.0.0.7 failed in /srv/certamen/db.ts';

  // Test-only routes, registered here and not in the app: each fails inside in its own way.
  beforeAll(() => {
    ctx.app.get('/api/test-only/throws', async () => {
      throw new Error(SECRET_DETAIL);
    });
    ctx.app.get('/api/test-only/type-error', async () => (undefined as unknown as { x: { y: number } }).x.y);
    ctx.app.get('/api/test-only/bad-gateway', async () => {
      throw Object.assign(new Error(SECRET_DETAIL), { statusCode: 502 });
    });
    ctx.app.get('/api/test-only/breaks-its-schema', { schema: { response: { 200: z.object({ id: z.number() }) } } }, async () => ({ id: SECRET_DETAIL }) as unknown as { id: number });
    ctx.app.post('/api/test-only/logs', async (request) => {
      request.log.info({ headers: request.headers, body: request.body, req: request }, 'what a careless route might log');
      return { ok: true };
    });
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it.each(['/api/get-categories', '/', '/en/base', '/api/nothing-here'])('sends the security headers on %s', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(String(response.headers['content-security-policy'])).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it.each(['throws', 'type-error', 'bad-gateway', 'breaks-its-schema'])('answers an internal failure (%s) with a 500 that carries no stack or detail', async (name) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/test-only/${name}` });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
    expect(response.body).not.toMatch(/stack|\bat |\.ts\b|\.js\b|10\.0\.0\.7|undefined/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The detail goes to the log, for the operator.
    expect(lines.some((line) => line.msg === 'request failed' && JSON.stringify(line.err).includes('stack'))).toBe(true);
  });

  it('redacts the Authorization header, passwords and tokens from whatever a route logs', async () => {
    lines.length = 0;
    const bearer = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LWJlYXJlci10b2tlbg.c2lnbmF0dXJl';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/test-only/logs?token=reset-token-in-the-query',
      headers: { authorization: `Bearer ${bearer}`, cookie: 'session=cookie-secret' },
      payload: { email: 'ada@example.com', password: 'password-secret1', newPassword: 'new-password-secret2', token: 'reset-token-secret' },
    });
    const logged = JSON.stringify(lines);
    expect(logged).toContain('what a careless route might log');
    expect(logged).toContain('ada@example.com');
    for (const secret of [bearer, 'cookie-secret', 'password-secret1', 'new-password-secret2', 'reset-token-secret', 'reset-token-in-the-query']) expect(logged).not.toContain(secret);
    expect(logged).toContain('[Redacted]');
  });

  it('logs a reset mail, when there is no SMTP server or outbox, without its link\'s token', async () => {
    const registered = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: 'forgetful', email: 'forgetful@example.com', password: 'secret-pass1' } });
    expect(registered.statusCode).toBe(201);
    lines.length = 0;
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'forgetful@example.com', lang: 'en' } })).statusCode).toBe(200);
    await ctx.app.auth.idle();
    await ctx.app.mailer.idle();
    const mail = lines.find((line) => String(line.msg).startsWith('mail'));
    expect(mail?.text).toMatch(/reset-password\?token=\[Redacted\]/);
    expect(JSON.stringify(lines)).not.toMatch(/token=[\w-]{20,}/);
  });

  it('redacts token parameters from URLs it logs', () => {
    expect(redactUrl('/it/reset-password?token=abc123&lang=it')).toBe('/it/reset-password?token=[Redacted]&lang=it');
    expect(redactUrl('/x?a=1&reset_token=zzz#f')).toBe('/x?a=1&reset_token=[Redacted]#f');
    expect(redactUrl('/api/get-categories')).toBe('/api/get-categories');
  });
});
