import { errorSchema, readinessQuery, readinessResponse, reviewCertificationParams, reviewSummaryResponse } from '@certamen/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/authenticate';

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

/**
 * The learner's own review summary and readiness (docs/product.md, Spaced review and readiness). There is
 * no user id in these paths: each answers for the caller only. The review session itself is a quiz
 * attempt, started in the quiz feature (GET /api/questions-review/{certificationId}).
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/review/summary', { schema: { response: { 200: reviewSummaryResponse, ...errors } } }, async (request) => app.review.summary(requireUser(request)));

  app.get(
    '/user/readiness/:certificationId',
    { schema: { params: reviewCertificationParams, querystring: readinessQuery, response: { 200: readinessResponse, ...errors } } },
    async (request) => app.review.readiness(requireUser(request), request.params.certificationId, request.query.lang),
  );
};
