import { ERROR_CODES } from '@certamen/shared';
import { HttpError } from './errors';

/**
 * Fixed-window counters in this process's memory. One process is what `npm start` runs; several
 * copies behind a load balancer would need a shared store (decisions.md).
 */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export function createRateLimiter(now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(at: number) {
    if (windows.size < 10_000) return;
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  return {
    /** Counts one attempt under each key; refused (with seconds to wait) when any key is over its limit. */
    hit(keys: { key: string; limit: RateLimit }[]): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
      const at = now();
      sweep(at);
      let retryAfterMs = 0;
      for (const { key, limit } of keys) {
        let window = windows.get(key);
        if (!window || window.resetAt <= at) {
          window = { count: 0, resetAt: at + limit.windowMs };
          windows.set(key, window);
        }
        window.count += 1;
        if (window.count > limit.max) retryAfterMs = Math.max(retryAfterMs, window.resetAt - at);
      }
      return retryAfterMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : { allowed: true };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Counts one request under each key and refuses it with a 429 (and the wait) once a key is over its limit. */
export function enforceRateLimit(limiter: RateLimiter, keys: { key: string; limit: RateLimit }[], what = 'attempts'): void {
  const verdict = limiter.hit(keys);
  if (verdict.allowed) return;
  const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
  throw new HttpError(429, ERROR_CODES.rateLimited, `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, { retryAfterSeconds: verdict.retryAfterSeconds });
}
