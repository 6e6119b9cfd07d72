import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'certamen';
const AUDIENCE = 'certamen-web';
const ALGORITHM = 'HS256';
export const SESSION_TTL = { remembered: '30d', session: '12h' } as const;

export interface TokenClaims {
  userId: number;
  /** The user's token version when it was issued: bumping it invalidates every older token. */
  version: number;
}

/** The configured secret, else one generated once and kept in the data folder. */
export function loadJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    // 'wx' fails if another process created it meanwhile; then we read theirs.
    try {
      fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

/**
 * Signs with `secret`; accepts tokens signed with it or with one of `alsoAccepted` (JWT_VERIFY_SECRETS), so the
 * secret can be rotated without logging everyone out (docs/operations.md, Rotating the JWT secret).
 */
export function createTokenService(secret: Uint8Array, alsoAccepted: Uint8Array[] = []) {
  const accepted = [secret, ...alsoAccepted];
  return {
    sign(claims: TokenClaims, remember: boolean): Promise<string> {
      return new SignJWT({ ver: claims.version })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(remember ? SESSION_TTL.remembered : SESSION_TTL.session)
        .sign(secret);
    },
    /** The claims of a genuine, unexpired token of ours; null for anything else (one without an expiry included). */
    async verify(token: string): Promise<TokenClaims | null> {
      for (const key of accepted) {
        try {
          const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: [ALGORITHM], requiredClaims: ['exp', 'sub'] });
          const userId = Number(payload.sub);
          if (!Number.isSafeInteger(userId) || typeof payload.ver !== 'number') return null;
          return { userId, version: payload.ver };
        } catch {
          // Not this key (or not a token of ours at all): try the next one.
        }
      }
      return null;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
