import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ERROR_CODES } from '@certamen/shared';
import Fastify, { LogController, type FastifyError, type FastifyLoggerOptions, type FastifySchema } from 'fastify';
import type { DestinationStream } from 'pino';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError, jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/database';
import { authRoutes } from './features/auth/auth.routes';
import { createAuthService, type AuthService } from './features/auth/auth.service';
import { createTokenService, loadJwtSecret } from './features/auth/jwt';
import { catalogueRoutes } from './features/catalogue/catalogue.routes';
import { createCatalogueService, type CatalogueService } from './features/catalogue/catalogue.service';
import { leaderboardRoutes } from './features/leaderboard/leaderboard.routes';
import { createLeaderboardService, type LeaderboardService } from './features/leaderboard/leaderboard.service';
import { adminContentRoutes } from './features/admin-content/admin-content.routes';
import { createAdminContentService, type AdminContentService } from './features/admin-content/admin-content.service';
import { adminFeedbackRoutes } from './features/admin-feedback/admin-feedback.routes';
import { createAdminFeedbackService, type AdminFeedbackService } from './features/admin-feedback/admin-feedback.service';
import { adminUsersRoutes } from './features/admin-users/admin-users.routes';
import { createAdminUsersService, type AdminUsersService } from './features/admin-users/admin-users.service';
import { questionStatsRoutes } from './features/question-stats/question-stats.routes';
import { createQuestionStatsService, type QuestionStatsService } from './features/question-stats/question-stats.service';
import { premiumRoutes } from './features/premium/premium.routes';
import { createPremiumService, type PremiumService } from './features/premium/premium.service';
import { progressRoutes } from './features/progress/progress.routes';
import { createProgressService, type ProgressService } from './features/progress/progress.service';
import { reviewRoutes } from './features/review/review.routes';
import { createReviewService, type ReviewService } from './features/review/review.service';
import { quizRoutes } from './features/quiz/quiz.routes';
import { createQuizService, type QuizService } from './features/quiz/quiz.service';
import { bearerToken } from './http/authenticate';
import { HttpError } from './http/errors';
import { registerRateLimits } from './http/rate-limits';
import { createMailer, type Mailer } from './mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    auth: AuthService;
    catalogue: CatalogueService;
    quiz: QuizService;
    progress: ProgressService;
    review: ReviewService;
    leaderboard: LeaderboardService;
    adminContent: AdminContentService;
    adminFeedback: AdminFeedbackService;
    questionStats: QuestionStatsService;
    adminUsers: AdminUsersService;
    premium: PremiumService;
    mailer: Mailer;
    /** Every route registered, as the app sees it: the API reference, the access and the input tests enumerate it. */
    routeTable: RouteEntry[];
  }
}

/** A registered route; `schema` holds the zod schemas it validates its params, query and body with. */
export interface RouteEntry {
  method: string;
  url: string;
  schema?: FastifySchema;
}

const SLOW_REQUEST_MS = 1000;
/** Every payload of the API is small (the largest, a 200-answer exam submit, is about 10 KB). */
const BODY_LIMIT = 64 * 1024;

/**
 * Log lines never carry credentials, wherever a logged object holds them: bearer tokens and cookies,
 * passwords, reset tokens (docs/operations.md, Logs).
 */
export const LOG_REDACTION = {
  paths: [
    'authorization', 'cookie', 'password', 'newPassword', 'token',
    '*.authorization', '*.cookie', '*.password', '*.newPassword', '*.token',
    '*.headers.authorization', '*.headers.cookie', '*.*.password', '*.*.newPassword', '*.*.token',
  ],
  censor: '[Redacted]',
};

/** A URL as it may be logged: the reset link's token (and any other `token` parameter) replaced. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:[\w-]*token)=)[^&#]*/gi, '$1[Redacted]');
}

const serializeRequest = (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip });

export interface AppDeps {
  config: Config;
  db: Db;
  /** false for none; otherwise pino options (a destination stream in tests) merged with the level and the redaction. */
  logger?: false | Omit<FastifyLoggerOptions, 'redact'> & { stream?: DestinationStream };
  /** The clock, for tests of expiry. */
  now?: () => Date;
}

/** Builds the whole HTTP app (plugins, then features) without listening: tests drive it with inject. */
export async function buildApp({ config, db, logger, now }: AppDeps) {
  // trustProxy is off unless TRUST_PROXY says otherwise: behind a proxy, set it deliberately, or every
  // client shares the proxy's rate limit (and X-Forwarded-Proto could be forged).
  // Fastify's two log lines per request cost more than many routes under load: only slow requests are logged.
  const app = Fastify({ logger: logger === false ? false : { level: config.logLevel, serializers: { req: serializeRequest }, ...logger, redact: LOG_REDACTION }, trustProxy: config.trustProxy, bodyLimit: BODY_LIMIT, logController: new LogController({ disableRequestLogging: true }) }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    if (ms > SLOW_REQUEST_MS) request.log.warn({ method: request.method, url: redactUrl(request.url), statusCode: reply.statusCode, ms: Math.round(ms) }, 'slow request');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const mailer = createMailer(config.mail, app.log);
  const tokens = createTokenService(
    loadJwtSecret(config.jwtSecret, config.dataDir),
    config.jwtVerifySecrets.map((secret) => new TextEncoder().encode(secret)),
  );
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('mailer', mailer);
  app.decorate('auth', createAuthService({ db, tokens, mailer, publicUrl: config.publicUrl, now, onError: (err) => app.log.error({ err }, 'password reset failed') }));
  app.decorate('catalogue', createCatalogueService({ db }));
  app.decorate('quiz', createQuizService({ db, config, now }));
  app.decorate('progress', createProgressService({ db, now }));
  app.decorate('review', createReviewService({ db, now }));
  app.decorate('leaderboard', createLeaderboardService({ db, now }));
  app.decorate('adminContent', createAdminContentService({ db, now }));
  app.decorate('adminFeedback', createAdminFeedbackService({ db }));
  app.decorate('questionStats', createQuestionStatsService({ db }));
  app.decorate('adminUsers', createAdminUsersService({ db, now }));
  app.decorate('premium', createPremiumService({ db, config, now }));
  app.decorateRequest('user', null);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url, schema: route.schema });
  });
  app.addHook('onClose', async () => {
    await app.auth.idle();
    await mailer.idle();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        // sonner and React style attributes need inline styles; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Nobody may frame the app (clickjacking); X-Frame-Options below says the same to older browsers.
        frameAncestors: ["'none'"],
        // Off: it would break the app when served over plain HTTP on a LAN address.
        upgradeInsecureRequests: null,
      },
    },
    // Sent only over HTTPS (below): on plain HTTP it means nothing and pins a LAN address to HTTPS.
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    // Reset links carry their token in the query: no page of ours hands its address to another site.
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        error: ERROR_CODES.validation,
        message: 'Missing or invalid data.',
        details: error.validation.map((issue) => ({ path: issue.instancePath, message: issue.message })),
      });
    }
    if (error instanceof HttpError) {
      const wait = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
      if (error.statusCode === 429 && wait) reply.header('retry-after', String(wait));
      return reply.status(error.statusCode).send({ error: error.code, message: error.message, details: error.details });
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own 4xx: malformed JSON, wrong content type, body too large.
      const code = error.statusCode === 429 ? ERROR_CODES.rateLimited : ERROR_CODES.validation;
      return reply.status(error.statusCode).send({ error: code, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: ERROR_CODES.internal, message: 'Something went wrong on our side. Please try again.' });
  });

  // Counted per route and key by the routes themselves (login per address and account, quizzes per learner...).
  await registerRateLimits(app, config.rateLimitStore);

  // JSON answers above a few kilobytes (a quiz's questions, the review) travel compressed; static files are precompressed at build.
  await app.register(compress, { global: true, threshold: 2048, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });

  // The API reference is generated from the same zod schemas that validate requests and shape answers.
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Certamen API', version: '1.0.0', description: 'Practice quizzes for IT certifications. Rules: docs/product.md.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });

  await app.register(
    async (api) => {
      // A bearer token, when sent and still valid, makes the request the user's; otherwise it is anonymous.
      api.addHook('onRequest', async (request) => {
        const token = bearerToken(request);
        if (token) request.user = await app.auth.userFromToken(token);
      });
      await api.register(catalogueRoutes);
      await api.register(authRoutes);
      await api.register(quizRoutes);
      await api.register(progressRoutes);
      await api.register(reviewRoutes);
      await api.register(leaderboardRoutes);
      await api.register(adminContentRoutes);
      await api.register(adminFeedbackRoutes);
      await api.register(questionStatsRoutes);
      await api.register(adminUsersRoutes);
      await api.register(premiumRoutes);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      // Looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      // index.html.br / .gz and every asset's, written by the web build (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite fingerprints everything under assets/; index.html must always be revalidated.
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0];
    const isApi = urlPath === '/api' || urlPath.startsWith('/api/');
    // A missing file (an old asset after a deploy) is a 404, not the app's HTML under a script's name.
    const isFile = /\.[a-z0-9]+$/i.test(urlPath.split('/').pop() ?? '');
    if (isApi || isFile || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: ERROR_CODES.notFound, message: `No route for ${request.method} ${urlPath}` });
    }
    // Every other path belongs to the single-page app, which routes it (and shows its own not-found page).
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
