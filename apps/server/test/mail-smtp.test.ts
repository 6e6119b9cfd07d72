import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

/** A real SMTP server on a loopback port that keeps what it receives. */
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const port = (smtp.server.address() as AddressInfo).port;

/** Quoted-printable soft line breaks and escapes, undone. */
const decodeQuotedPrintable = (text: string) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('password reset by real e-mail', () => {
  const ctx = useTestApp('sqlite', { SMTP_URL: `smtp://127.0.0.1:${port}` });
  beforeAll(() => received.splice(0));
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('delivers the reset link over SMTP, and the link resets the password', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: 'hopper', email: 'hopper@example.com', password: 'secret-pass1', lang: 'it' } });
    const forgot = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'hopper@example.com' } });
    expect(forgot.statusCode).toBe(200);
    await ctx.app.auth.idle();
    await ctx.app.mailer.idle();

    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['hopper@example.com']);
    const message = decodeQuotedPrintable(received[0].raw);
    expect(message).toContain('Subject: Reimposta la password di Certamen');
    const link = new URL(message.match(/https:\/\/certamen\.test\/it\/reset-password\?token=[\w-]+/)![0]);

    const reset = await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: link.searchParams.get('token'), newPassword: 'from-the-mail9' } });
    expect(reset.statusCode).toBe(200);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'hopper@example.com', password: 'from-the-mail9' } });
    expect(login.statusCode).toBe(200);
  });

  it('builds the link from the configured public address, not from the request Host', async () => {
    received.splice(0);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { host: 'evil.example' }, payload: { email: 'hopper@example.com' } });
    await ctx.app.auth.idle();
    await ctx.app.mailer.idle();
    const message = decodeQuotedPrintable(received[0].raw);
    expect(message).not.toContain('evil.example');
    expect(message).toContain('https://certamen.test/it/reset-password?token=');
  });
});
