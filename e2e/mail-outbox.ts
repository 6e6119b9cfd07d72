import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The folder the e2e server writes its mail to (MAIL_OUTBOX). Chosen once by the test runner, which
 * loads playwright.config.ts first; its workers inherit the variable and so read the same folder.
 */
export const MAIL_OUTBOX = (process.env.CERTAMEN_E2E_MAIL_OUTBOX ??= path.join(os.tmpdir(), `certamen-e2e-mail-${process.pid}-${Date.now()}`));

const RESET_LINK = /\/(?:it|en|fr|es)\/reset-password\?token=[A-Za-z0-9._~%-]+/;

/** Quoted-printable soft line breaks and escapes, so a link split across lines is whole again. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function readMail(file: string): Promise<{ to: string; body: string } | null> {
  const raw = await fs.readFile(file, 'utf8').catch(() => null);
  if (raw === null) return null;
  if (file.endsWith('.json')) {
    try {
      const mail = JSON.parse(raw) as { to?: unknown; text?: unknown; html?: unknown };
      return { to: String(mail.to ?? ''), body: `${String(mail.text ?? '')}\n${String(mail.html ?? '')}` };
    } catch {
      return null; // Still being written.
    }
  }
  const to = /^To:\s*(.+)$/im.exec(raw)?.[1] ?? '';
  // Bodies may be base64: decode every block that looks like it, beside the quoted-printable text.
  const base64Blocks = raw.split(/\r?\n\r?\n/).filter((block) => /^[A-Za-z0-9+/=\r\n]{40,}$/.test(block.trim()));
  const decoded = base64Blocks.map((block) => Buffer.from(block, 'base64').toString('utf8'));
  return { to, body: [decodeQuotedPrintable(raw), ...decoded].join('\n').replace(/&amp;/g, '&') };
}

/** The path and query of the newest reset link mailed to `email` (e.g. /fr/reset-password?token=...), waiting for it to arrive. */
export async function resetLinkFor(email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await fs.readdir(MAIL_OUTBOX).catch(() => [] as string[]);
    // File names start with the time they were written: newest first.
    for (const name of names.filter((n) => n.endsWith('.json') || n.endsWith('.eml')).sort().reverse()) {
      const mail = await readMail(path.join(MAIL_OUTBOX, name));
      if (!mail || !mail.to.toLowerCase().includes(email.toLowerCase())) continue;
      const link = RESET_LINK.exec(mail.body)?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`No reset e-mail for ${email} in ${MAIL_OUTBOX}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
