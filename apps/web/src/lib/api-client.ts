import type { ErrorBody } from '@certamen/shared';
import { currentToken } from './session';

/** docs/product.md, Limits and errors: every call gives up after 20 s. */
export const API_TIMEOUT_MS = 20_000;

/** The API answered with an error status; `code` is its stable error code (packages/shared errors.ts). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** No answer at all: the network is down or the API took longer than API_TIMEOUT_MS. */
export class NetworkError extends Error {
  constructor(
    readonly reason: 'offline' | 'timeout',
    options?: ErrorOptions,
  ) {
    super(reason === 'timeout' ? `No answer within ${API_TIMEOUT_MS / 1000} s` : 'The server could not be reached', options);
  }
}

/** The ApiError of an error answer: its JSON body's code, message and details, else the status text (and a 429's Retry-After). */
export function apiErrorOf(status: number, payload: unknown, statusText: string, retryAfter: string | null): ApiError {
  const error = (payload ?? {}) as Partial<ErrorBody>;
  const wait = Number(retryAfter);
  const details = error.details ?? (status === 429 && wait > 0 ? { retryAfterSeconds: wait } : undefined);
  return new ApiError(status, error.error ?? 'http_error', error.message ?? statusText, details);
}

/** Whole minutes a refusal for too many calls (429) asks to wait, from its Retry-After; null when it does not say. */
export function retryAfterMinutes(error: ApiError): number | null {
  const seconds = Number((error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds);
  return seconds > 0 ? Math.ceil(seconds / 60) : null;
}

/** A query string of the fields that are set: undefined and empty ones are left out. */
export function queryString(fields: Record<string, unknown>): string {
  return new URLSearchParams(Object.entries(fields).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]]))).toString();
}

async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, signal: AbortSignal | undefined): Promise<T> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  // docs/product.md, Limits and errors: the bearer goes with every call while a valid-looking token exists.
  const token = currentToken();
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    // docs/product.md, Limits and errors: a leading /api in a path is tolerated.
    response = await fetch(`/api${path.replace(/^\/api(?=\/)/, '')}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    // A cancellation by the caller (TanStack Query) is not a failure: let it through as it is.
    if (signal?.aborted) throw error;
    throw new NetworkError(timeout.aborted ? 'timeout' : 'offline', { cause: error });
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorOf(response.status, payload, response.statusText, response.headers.get('retry-after'));
  return payload as T;
}

/** JSON over fetch; API errors become ApiError, no answer becomes NetworkError. */
export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return request<T>('GET', path, undefined, signal);
}

export function apiPost<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return request<T>('POST', path, body, signal);
}

export function apiPut<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return request<T>('PUT', path, body, signal);
}

/** A 204 answer (no body) resolves to null. */
export function apiDelete<T = null>(path: string, signal?: AbortSignal): Promise<T> {
  return request<T>('DELETE', path, undefined, signal);
}
