/** Stable error codes the server answers in `{ error, details? }` and the web translates. */
export const ERROR_CODES = {
  validation: 'validation_error',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  /** Login: the same answer for an unknown e-mail and a wrong password. */
  invalidCredentials: 'invalid_credentials',
  /** Password reset: unknown, used or expired token. */
  invalidToken: 'invalid_token',
  internal: 'internal_error',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
