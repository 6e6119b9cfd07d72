import { errorSchema, questionStatsQuery, questionStatsResponse } from '@certamen/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../http/authenticate';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** docs/product.md, Administration, question statistics. Admins only. */
export const questionStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a stranger learns nothing about the payloads, only 401/403.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.get('/admin/question-stats', { schema: { querystring: questionStatsQuery, response: { 200: questionStatsResponse, ...errors } } }, async (request) =>
    app.questionStats.list(request.query),
  );
};
