import { ERROR_CODES } from '@certamen/shared';
import { ApiError, NetworkError, retryAfterMinutes } from '../../lib/api-client';

/** The answer lacked the token or the user (docs/product.md, Accounts: 'Incomplete server response'). */
export class IncompleteResponseError extends Error {
  constructor() {
    super('Incomplete server response');
  }
}

export type AuthForm = 'login' | 'register' | 'forgot' | 'reset';
export type AuthErrorKey =
  | 'invalidCredentials'
  | 'conflict'
  | 'validation'
  | 'rateLimited'
  | 'rateLimitedSoon'
  | 'invalidToken'
  | 'network'
  | 'timeout'
  | 'incomplete'
  | 'loginFailed'
  | 'registerFailed'
  | 'forgotFailed'
  | 'resetFailed';

/** A message key under auth.errors, with the minutes to wait when rate limited. */
export interface AuthErrorText {
  key: AuthErrorKey;
  count?: number;
}

const FALLBACK: Record<AuthForm, AuthErrorKey> = {
  login: 'loginFailed',
  register: 'registerFailed',
  forgot: 'forgotFailed',
  reset: 'resetFailed',
};

const BY_CODE: Partial<Record<string, AuthErrorKey>> = {
  [ERROR_CODES.invalidCredentials]: 'invalidCredentials',
  [ERROR_CODES.conflict]: 'conflict',
  [ERROR_CODES.validation]: 'validation',
  [ERROR_CODES.invalidToken]: 'invalidToken',
};

/** docs/product.md, Accounts, translated from the API's error code (DESIGN: the web translates by code). */
export function authErrorText(error: unknown, form: AuthForm): AuthErrorText {
  if (error instanceof IncompleteResponseError) return { key: 'incomplete' };
  if (error instanceof NetworkError) return { key: error.reason === 'timeout' ? 'timeout' : 'network' };
  if (!(error instanceof ApiError)) return { key: FALLBACK[form] };
  if (error.code === ERROR_CODES.rateLimited || error.status === 429) {
    const minutes = retryAfterMinutes(error);
    return minutes ? { key: 'rateLimited', count: minutes } : { key: 'rateLimitedSoon' };
  }
  const byCode = BY_CODE[error.code];
  if (byCode) return { key: byCode };
  // The spec's status fallbacks for answers without a known code; login never says which part was wrong.
  if (form === 'login' && (error.status === 401 || error.status === 403)) return { key: 'invalidCredentials' };
  if (form === 'register' && error.status === 409) return { key: 'conflict' };
  if (error.status === 400) return { key: 'validation' };
  return { key: FALLBACK[form] };
}
