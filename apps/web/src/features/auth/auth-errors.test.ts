import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { IncompleteResponseError, authErrorText } from './auth-errors';

describe('error messages by error code (docs/product.md, Accounts)', () => {
  it('maps the API codes', () => {
    expect(authErrorText(new ApiError(401, 'invalid_credentials', ''), 'login')).toEqual({ key: 'invalidCredentials' });
    expect(authErrorText(new ApiError(409, 'conflict', ''), 'register')).toEqual({ key: 'conflict' });
    expect(authErrorText(new ApiError(400, 'validation_error', ''), 'register')).toEqual({ key: 'validation' });
    expect(authErrorText(new ApiError(400, 'invalid_token', ''), 'reset')).toEqual({ key: 'invalidToken' });
  });

  it('says how many minutes to wait when rate limited', () => {
    expect(authErrorText(new ApiError(429, 'rate_limited', '', { retryAfterSeconds: 61 }), 'login')).toEqual({ key: 'rateLimited', count: 2 });
    expect(authErrorText(new ApiError(429, 'rate_limited', '', { retryAfterSeconds: 5 }), 'forgot')).toEqual({ key: 'rateLimited', count: 1 });
    expect(authErrorText(new ApiError(429, 'rate_limited', ''), 'register')).toEqual({ key: 'rateLimitedSoon' });
  });

  it('never tells login failures apart, and falls back by status and form', () => {
    expect(authErrorText(new ApiError(403, 'http_error', ''), 'login')).toEqual({ key: 'invalidCredentials' });
    expect(authErrorText(new ApiError(409, 'http_error', ''), 'register')).toEqual({ key: 'conflict' });
    expect(authErrorText(new ApiError(500, 'internal_error', ''), 'login')).toEqual({ key: 'loginFailed' });
    expect(authErrorText(new ApiError(500, 'internal_error', ''), 'register')).toEqual({ key: 'registerFailed' });
    expect(authErrorText(new ApiError(502, 'http_error', ''), 'forgot')).toEqual({ key: 'forgotFailed' });
    expect(authErrorText(new Error('boom'), 'reset')).toEqual({ key: 'resetFailed' });
  });

  it('names network failures, timeouts and incomplete answers', () => {
    expect(authErrorText(new NetworkError('offline'), 'login')).toEqual({ key: 'network' });
    expect(authErrorText(new NetworkError('timeout'), 'register')).toEqual({ key: 'timeout' });
    expect(authErrorText(new IncompleteResponseError(), 'login')).toEqual({ key: 'incomplete' });
  });
});
