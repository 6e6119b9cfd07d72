import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { DEFAULT_LANGUAGE, ERROR_CODES, isLanguage, usernameSkeleton, type Language } from '@certamen/shared';
import { isUniqueViolation } from '../../common/db-errors';
import { findUserById, toUserDto } from '../../common/users';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/tables';
import { HttpError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { passwordResetMail } from '../../mail/templates';
import { ARGON2_OPTIONS } from '../../common/password-hashing';
import type { TokenService } from './jwt';
import * as repository from './auth.repository';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const invalidCredentials = () => new HttpError(401, ERROR_CODES.invalidCredentials, 'Invalid email or password.');
const invalidToken = () => new HttpError(400, ERROR_CODES.invalidToken, 'Invalid or expired token');
const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

// Verified against when the e-mail is unknown, so both failures take the same time.
const dummyHash = hash('not-a-real-password-1', ARGON2_OPTIONS);

export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
  /** Where a failure of work done after the answer is reported (the app's log). */
  onError?: (error: unknown) => void;
}

export function createAuthService({ db, tokens, mailer, publicUrl, now = () => new Date(), onError = () => {} }: AuthDeps) {
  async function session(user: UserRow, remember: boolean) {
    return { token: await tokens.sign({ userId: user.id, version: user.token_version }, remember), user: toUserDto(user) };
  }

  const pending = new Set<Promise<void>>();

  /** Always the same answer; the mail goes out only when the account exists. */
  async function forgotPassword(input: { email: string; lang?: Language }) {
    const user = await repository.findUserByEmail(db, input.email);
    if (!user) return;
    const token = crypto.randomBytes(32).toString('base64url');
    const at = now();
    await repository.insertResetToken(db, {
      user_id: user.id,
      token_hash: sha256(token),
      expires_at: new Date(at.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
      created_at: at.toISOString(),
    });
    const lang = input.lang ?? (isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE);
    const link = new URL(`/${lang}/reset-password`, publicUrl);
    link.searchParams.set('token', token);
    mailer.send({ to: user.email, ...passwordResetMail(lang, user.username, link.toString()) });
  }

  return {
    forgotPassword,

    /** Runs forgotPassword after the answer has gone; `idle()` waits for what is still running. */
    forgotPasswordAfterAnswer(input: { email: string; lang?: Language }) {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => forgotPassword(input))
        .catch((error: unknown) => onError(error))
        .finally(() => pending.delete(task));
      pending.add(task);
    },

    async idle() {
      await Promise.all([...pending]);
    },

    async register(input: { username: string; email: string; password: string; lang?: Language }) {
      const usernameKey = input.username.toLowerCase();
      // A name that only looks like a taken one ("аdmin" with a Cyrillic а) is taken too.
      const skeleton = usernameSkeleton(input.username);
      if (await repository.emailOrUsernameTaken(db, input.email, usernameKey, skeleton)) {
        throw new HttpError(409, ERROR_CODES.conflict, 'Email or username already registered.');
      }
      const at = now().toISOString();
      try {
        const user = await repository.insertUser(db, {
          username: input.username,
          username_key: usernameKey,
          username_skeleton: skeleton,
          email: input.email,
          password_hash: await hash(input.password, ARGON2_OPTIONS),
          language: input.lang ?? DEFAULT_LANGUAGE,
          created_at: at,
          updated_at: at,
        });
        return session(user, true);
      } catch (error) {
        // Two registrations racing for the same e-mail: the unique index decides, the loser gets 409.
        if (isUniqueViolation(error)) throw new HttpError(409, ERROR_CODES.conflict, 'Email or username already registered.');
        throw error;
      }
    },

    async login(input: { email: string; password: string; remember?: boolean }) {
      const user = await repository.findUserByEmail(db, input.email);
      const passwordOk = await verify(user?.password_hash ?? (await dummyHash), input.password);
      if (!user || !passwordOk) throw invalidCredentials();
      return session(user, input.remember ?? true);
    },

    /** The user behind a bearer token, or null when the token is not (or no longer) valid. */
    async userFromToken(token: string): Promise<UserRow | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const user = await findUserById(db, claims.userId);
      return user && user.token_version === claims.version ? user : null;
    },

    async resetPassword(input: { token: string; newPassword: string }) {
      const at = now().toISOString();
      const row = await repository.findUsableResetToken(db, sha256(input.token), at);
      if (!row) throw invalidToken();
      const passwordHash = await hash(input.newPassword, ARGON2_OPTIONS);
      await db.transaction().execute(async (trx) => {
        if (!(await repository.consumeResetToken(trx, row.id, at))) throw invalidToken();
        await repository.retireOtherResetTokens(trx, row.user_id, at);
        await repository.setPassword(trx, row.user_id, passwordHash, at);
      });
    },

    async logoutEverywhere(userId: number) {
      await repository.bumpTokenVersion(db, userId, now().toISOString());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
