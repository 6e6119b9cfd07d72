import { errorSchema, questionStatsQuery, questionStatsResponse } from '@certamen/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../http/authenticate';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** docs/product.md, Administration, question statistics. Admins only. */
export const questionStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  app.get('/admin/question-stats', { schema: { querystring: questionStatsQuery, response: { 200: questionStatsResponse, ...errors } } }, async (request) =>
    app.questionStats.list(request.query),
  );
};
