import {
  errorSchema,
  premiumInfoResponse,
  premiumInterestBody,
  premiumInterestListQuery,
  premiumInterestListResponse,
  premiumInterestResponse,
} from '@certamen/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../http/authenticate';
import { clientAddress, rateLimitCheck } from '../../http/rate-limits';

const HOUR = 60 * 60_000;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema };

/** docs/product.md, Premium. */
export const premiumRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = { max: app.config.premium.interestPerHour, windowMs: HOUR };
  // Per address always, and per learner when logged in: a person answers a few times, a script is stopped.
  const interestLimit = rateLimitCheck(app, 'answers', [
    { name: 'premium-interest:ip', limit, key: clientAddress },
    { name: 'premium-interest:user', limit, key: (request: FastifyRequest) => (request.user ? String(request.user.id) : `anonymous:${clientAddress(request)}`) },
  ]);

  /** Public: what the interest page, the upgrade page and the popup show. */
  app.get('/premium-info', { schema: { response: { 200: premiumInfoResponse } } }, async () => app.premium.info());

  /** Anyone may answer (the interest page needs no account); a logged-in caller's answer is theirs. */
  app.post('/premium-interest', { schema: { body: premiumInterestBody, response: { 201: premiumInterestResponse, ...errors } } }, async (request, reply) => {
    await interestLimit(request);
    return reply.status(201).send(await app.premium.registerInterest(request.user, request.body));
  });

  app.get('/admin/premium-interest', { schema: { querystring: premiumInterestListQuery, response: { 200: premiumInterestListResponse, ...errors } } }, async (request) => {
    requireAdmin(request);
    return app.premium.list(request.query.limit, request.query.offset);
  });
};
