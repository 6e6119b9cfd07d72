import { authResponse, errorSchema, forgotPasswordBody, loginBody, meResponse, okResponse, registerBody, resetPasswordBody } from '@certamen/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/authenticate';
import { clientAddress, rateLimitCheck, type RateLimit } from '../../http/rate-limits';
import { toUserDto } from '../../common/users';

const MINUTE = 60_000;
/** Per client address and per account: enough for a person, too few for guessing. */
export const AUTH_LIMITS = {
  loginPerAddress: { max: 30, windowMs: 15 * MINUTE },
  // Failures count per account *and* address, so a stranger's guesses never lock the owner out of
  // their own address; the per-account ceiling is generous and only stops distributed guessing.
  loginPerAddressAndAccount: { max: 10, windowMs: 15 * MINUTE },
  loginPerAccount: { max: 100, windowMs: 15 * MINUTE },
  registerPerAddress: { max: 10, windowMs: 60 * MINUTE },
  forgotPerAddress: { max: 10, windowMs: 60 * MINUTE },
  forgotPerAccount: { max: 3, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimit>;

const errors = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 413: errorSchema, 429: errorSchema };
/** Account forms are a few short fields: a bigger body is refused before it is parsed. */
const bodyLimit = 4 * 1024;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const factor = app.config.authRateLimitFactor;
  const scaled = (rule: RateLimit): RateLimit => ({ ...rule, max: rule.max * factor });
  // Read after validation: the e-mail is trimmed and lower-cased, so case or spaces never make a new key.
  const account = (request: FastifyRequest) => (request.body as { email: string }).email;
  const registerLimit = rateLimitCheck(app, 'attempts', [{ name: 'register:ip', limit: scaled(AUTH_LIMITS.registerPerAddress), key: clientAddress }]);
  const loginLimit = rateLimitCheck(app, 'attempts', [
    { name: 'login:ip', limit: scaled(AUTH_LIMITS.loginPerAddress), key: clientAddress },
    { name: 'login:pair', limit: scaled(AUTH_LIMITS.loginPerAddressAndAccount), key: (request) => `${clientAddress(request)}:${account(request)}` },
    { name: 'login:account', limit: scaled(AUTH_LIMITS.loginPerAccount), key: account },
  ]);
  const forgotLimit = rateLimitCheck(app, 'attempts', [
    { name: 'forgot:ip', limit: scaled(AUTH_LIMITS.forgotPerAddress), key: clientAddress },
    { name: 'forgot:account', limit: scaled(AUTH_LIMITS.forgotPerAccount), key: account },
  ]);

  app.post('/auth/register', { bodyLimit, schema: { body: registerBody, response: { 201: authResponse, ...errors } } }, async (request, reply) => {
    await registerLimit(request);
    return reply.status(201).send(await app.auth.register(request.body));
  });

  app.post('/auth/login', { bodyLimit, schema: { body: loginBody, response: { 200: authResponse, ...errors } } }, async (request) => {
    await loginLimit(request);
    return app.auth.login(request.body);
  });

  app.get('/auth/me', { schema: { response: { 200: meResponse, 401: errorSchema } } }, async (request) => ({ user: toUserDto(requireUser(request)) }));

  app.post('/auth/forgot-password', { bodyLimit, schema: { body: forgotPasswordBody, response: { 200: okResponse, ...errors } } }, async (request) => {
    await forgotLimit(request);
    // Answered before any work is done, so a registered e-mail and an unknown one take the same time.
    app.auth.forgotPasswordAfterAnswer(request.body);
    return { ok: true as const, message: 'If an account exists for this e-mail, a link to reset the password is on its way.' };
  });

  app.post('/auth/reset-password', { bodyLimit, schema: { body: resetPasswordBody, response: { 200: okResponse, ...errors } } }, async (request) => {
    await app.auth.resetPassword(request.body);
    return { ok: true as const, message: 'Password updated. You can log in with the new one.' };
  });

  app.post('/auth/logout-all', { schema: { response: { 204: z.undefined(), 401: errorSchema } } }, async (request, reply) => {
    await app.auth.logoutEverywhere(requireUser(request).id);
    return reply.status(204).send();
  });
};
