import fastifyRateLimit, { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit';
import { ERROR_CODES } from '@certamen/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from './errors';

/** A fixed window: at most `max` requests per key in `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** One limit and what it counts by (an address, an account, a learner). */
export interface RateRule {
  /** Part of the stored key, so two rules never share a counter. */
  name: string;
  limit: RateLimit;
  key: (request: FastifyRequest) => string;
}

/** Keys kept per rule in memory: enough that an attacker cycling keys cannot evict a victim's counter cheaply. */
const LOCAL_KEYS_PER_RULE = 50_000;

/**
 * Registers @fastify/rate-limit with its store: Redis when `redisUrl` is set (every copy of the server
 * counts together), this process's memory otherwise. Limits are applied by the routes, per rule
 * (`rateLimitCheck`), not globally.
 */
export async function registerRateLimits(app: FastifyInstance, options: { redisUrl?: string; keyPrefix: string }) {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    // A slow or absent Redis must not hold requests: one retry, then the command fails fast.
    redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000 });
    redis.on('error', (err) => app.log.warn({ err }, 'redis (rate limits) unavailable'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }
  await app.register(fastifyRateLimit, { global: false, redis, nameSpace: options.keyPrefix, skipOnError: false });
}

export function clientAddress(request: FastifyRequest): string {
  // An IPv6 client usually holds a whole /64: counted as one address, or it could rotate freely.
  return normalizeIP(request.ip);
}

function tooMany(what: string, retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new HttpError(429, ERROR_CODES.rateLimited, `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, { retryAfterSeconds });
}

/**
 * A check that counts one request under every rule and refuses it with a 429 (message, details and
 * Retry-After) when any rule is over its limit. Built once per route, called in the handler, after the
 * body is validated and the user known.
 */
export function rateLimitCheck(app: FastifyInstance, what: string, rules: RateRule[]) {
  const limiters = rules.map((rule) =>
    app.createRateLimit({
      max: rule.limit.max,
      timeWindow: rule.limit.windowMs,
      keyGenerator: (request) => `${rule.name}:${rule.key(request)}`,
      // Not in the type, read by the in-memory store's per-rule cache.
      ...({ cache: LOCAL_KEYS_PER_RULE } as CreateRateLimitOptions),
    }),
  );
  return async (request: FastifyRequest): Promise<void> => {
    let verdicts;
    try {
      verdicts = await Promise.all(limiters.map((limiter) => limiter(request)));
    } catch (err) {
      // The shared store is down: the request goes through rather than the whole service stopping (docs/decisions.md).
      request.log.error({ err }, 'rate-limit store failed; request allowed');
      return;
    }
    let wait = 0;
    for (const verdict of verdicts) if (!verdict.isAllowed && verdict.isExceeded) wait = Math.max(wait, verdict.ttlInSeconds, 1);
    if (wait > 0) throw tooMany(what, wait);
  };
}
