import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Queues the message; failures are logged, never thrown at the caller (see forgot-password). */
  send(mail: OutgoingMail): void;
  /** Resolves when every queued message has been handed over (tests and graceful shutdown). */
  idle(): Promise<void>;
}

/** SMTP_URL sends for real; else MAIL_OUTBOX keeps each message as .eml plus a .json summary; else the log. */
export function createMailer(mail: Config['mail'], log: FastifyBaseLogger): Mailer {
  const pending = new Set<Promise<void>>();
  const transport = mail.smtpUrl
    ? nodemailer.createTransport(mail.smtpUrl)
    : mail.outbox
      ? nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
      : nodemailer.createTransport({ jsonTransport: true });

  async function deliver(message: OutgoingMail) {
    const info = await transport.sendMail({ from: mail.from, ...message });
    if (mail.outbox) {
      await fs.mkdir(mail.outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}`;
      await fs.writeFile(path.join(mail.outbox, `${name}.eml`), (info as unknown as { message: Buffer }).message);
      await fs.writeFile(path.join(mail.outbox, `${name}.json`), JSON.stringify({ from: mail.from, ...message }, null, 2));
      log.info({ to: message.to, subject: message.subject, file: `${name}.eml` }, 'mail written to the outbox');
    } else if (!mail.smtpUrl) {
      // Reset links are credentials and logs are widely read: set MAIL_OUTBOX to see a link in development.
      log.info({ to: message.to, subject: message.subject, text: message.text.replace(/([?&]token=)[^\s&]+/g, '$1[Redacted]') }, 'mail (no SMTP_URL or MAIL_OUTBOX: logged only)');
    } else {
      log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
    }
  }

  return {
    send(message) {
      const job = deliver(message)
        .catch((error: unknown) => log.error({ err: error, to: message.to, subject: message.subject }, 'mail could not be sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}
