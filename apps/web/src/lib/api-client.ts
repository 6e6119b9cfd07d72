import type { ErrorBody } from '@certamen/shared';

/** Spec section 9: every call gives up after 20 s. */
export const API_TIMEOUT_MS = 20_000;

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

/** JSON over fetch with the API's `{ error, message }` errors turned into ApiError. */
export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const response = await fetch(`/api${path}`, {
    headers: { accept: 'application/json' },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body ?? {}) as Partial<ErrorBody>;
    throw new ApiError(response.status, error.error ?? 'http_error', error.message ?? response.statusText, error.details);
  }
  return body as T;
}
