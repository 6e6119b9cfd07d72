import path from 'node:path';
import { z } from 'zod';

/** Paths in settings are relative to where the user ran npm, not to this workspace. */
const baseDir = process.env.INIT_CWD ?? process.cwd();
const resolvePath = (value: string) => path.resolve(baseDir, value);

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Behind a reverse proxy: the proxies' addresses to trust for the client address and HTTPS, as
   * addresses, CIDRs or proxy-addr names (`loopback`, `uniquelocal`), comma-separated; empty when exposed directly.
   */
  TRUST_PROXY: optionalText,
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: optionalText.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'a postgres:// URL (leave it unset for the embedded SQLite file)').optional(),
  ),
  SQLITE_PATH: z.string().default('./data/certamen.sqlite'),
  SQLITE_SYNCHRONOUS: z.enum(['normal', 'full']).default('normal'),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'at least 32 characters').optional()),
  /** Older secrets (comma-separated) whose tokens are still accepted, never used to sign: rotation without logging everyone out. */
  JWT_VERIFY_SECRETS: optionalText.pipe(
    z
      .string()
      .transform((value) => value.split(',').map((secret) => secret.trim()).filter(Boolean))
      .pipe(z.array(z.string().min(32, 'each secret at least 32 characters')))
      .optional(),
  ),
  /** Rate-limit counters shared by every copy of the server; unset, each process counts in its own memory. */
  REDIS_URL: optionalText.pipe(z.string().regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL').optional()),
  /** Prepended to every rate-limit key in Redis, so several deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('certamen:rl:'),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText,
  MAIL_OUTBOX: optionalText,
  SMTP_URL: optionalText.pipe(z.string().regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL').optional()),
  MAIL_FROM: z.string().default('Certamen <no-reply@certamen.local>'),
  FREE_EXPLANATIONS_UNTIL: isoDate.default('2025-08-31'),
  PREMIUM_LAUNCH_DATE: isoDate.default('2025-08-31'),
  PREMIUM_INTEREST_START: z.coerce.number().int().min(0).default(83),
  /** Premium prices as amount:period pairs (periods: week, two-weeks, month); the interest page's price choices too. */
  PREMIUM_PRICES: z
    .string()
    .default('3.99:week,6.99:two-weeks,9.99:month,12.99:month')
    .transform((value) => value.split(',').map((pair) => pair.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^\d{1,4}\.\d{2}:(week|two-weeks|month)$/, 'amount:period pairs such as 3.99:week')).min(1)),
  PREMIUM_CURRENCY: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as EUR').default('EUR'),
  /** The popup's first-month offer, in percent. */
  PREMIUM_FIRST_MONTH_DISCOUNT: z.coerce.number().int().min(0).max(100).default(50),
  /** Premium-interest answers accepted per address and per learner per hour. */
  PREMIUM_INTEREST_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Multiplies the login, register and forgot-password limits (test suites that sign up many users). */
  AUTH_RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  /** Shortens every exam to this many seconds (demos and tests of the timer); unset in production. */
  EXAM_DURATION_SECONDS: z.coerce.number().int().min(5).max(86_400).optional(),
  /** Points a learner can earn in one local day (docs/product.md, Points, streaks and badges). */
  DAILY_POINTS_CAP: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** Quizzes a learner may start per hour: far above a person's pace, far below a script's. */
  ATTEMPTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Question-bank imports an admin may run per hour (each can add thousands of rows). */
  IMPORTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Tests only (refused unless NODE_ENV=test): the server's clock runs this many hours ahead, for journeys that need days to pass. */
  TEST_CLOCK_OFFSET_HOURS: z.coerce.number().int().min(-8760).max(8760).optional(),
  CONTENT_DIR: z.string().default(''),
  WEB_DIST: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY ?? false,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    database: env.DATABASE_URL
      ? ({ kind: 'postgres', url: env.DATABASE_URL } as const)
      : ({ kind: 'sqlite', file: resolvePath(env.SQLITE_PATH), synchronous: env.SQLITE_SYNCHRONOUS } as const),
    dataDir: resolvePath(env.DATA_DIR),
    jwtSecret: env.JWT_SECRET,
    jwtVerifySecrets: env.JWT_VERIFY_SECRETS ?? [],
    rateLimitStore: { redisUrl: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX },
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    mail: { outbox: env.MAIL_OUTBOX ? resolvePath(env.MAIL_OUTBOX) : undefined, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    freeExplanationsUntil: env.FREE_EXPLANATIONS_UNTIL,
    premiumLaunchDate: env.PREMIUM_LAUNCH_DATE,
    premiumInterestStart: env.PREMIUM_INTEREST_START,
    premium: {
      prices: env.PREMIUM_PRICES.map((pair) => {
        const [amount, period] = pair.split(':') as [string, 'week' | 'two-weeks' | 'month'];
        return { amount, period };
      }),
      currency: env.PREMIUM_CURRENCY,
      firstMonthDiscountPercent: env.PREMIUM_FIRST_MONTH_DISCOUNT,
      interestPerHour: env.PREMIUM_INTEREST_PER_HOUR,
    },
    examDurationOverride: env.EXAM_DURATION_SECONDS,
    authRateLimitFactor: env.AUTH_RATE_LIMIT_FACTOR,
    dailyPointsCap: env.DAILY_POINTS_CAP,
    attemptsPerHour: env.ATTEMPTS_PER_HOUR,
    testClockOffsetHours: env.TEST_CLOCK_OFFSET_HOURS,
    importsPerHour: env.IMPORTS_PER_HOUR,
    contentDir: env.CONTENT_DIR ? resolvePath(env.CONTENT_DIR) : path.join(repoRoot, 'content'),
    webDist: env.WEB_DIST ? resolvePath(env.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    logLevel: env.LOG_LEVEL,
  };
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up with the variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (Boolean(parsed.data.ADMIN_EMAIL) !== Boolean(parsed.data.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (parsed.data.TEST_CLOCK_OFFSET_HOURS !== undefined && parsed.data.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration:\n  TEST_CLOCK_OFFSET_HOURS: only allowed with NODE_ENV=test');
  }
  return toConfig(parsed.data);
}
