import { adminFeedbackArchiveResponse, adminFeedbackParams, adminFeedbackQuery, adminFeedbackResponse, adminFeedbackStatsSchema, errorSchema } from '@certamen/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../../http/authenticate';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** docs/product.md, Administration, feedback review. Admins only. */
export const adminFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  app.get('/admin/feedback', { schema: { querystring: adminFeedbackQuery, response: { 200: adminFeedbackResponse, ...errors } } }, async (request) =>
    app.adminFeedback.list(request.query),
  );

  app.get('/admin/feedback/stats', { schema: { response: { 200: adminFeedbackStatsSchema, ...errors } } }, async () => app.adminFeedback.stats());

  app.put('/admin/feedback/:id/archive', { schema: { params: adminFeedbackParams, response: { 200: adminFeedbackArchiveResponse, ...errors } } }, async (request) =>
    app.adminFeedback.archive(request.params.id),
  );

  app.delete('/admin/feedback/:id', { schema: { params: adminFeedbackParams, response: { 204: z.undefined(), ...errors } } }, async (request, reply) => {
    await app.adminFeedback.remove(request.params.id);
    return reply.status(204).send();
  });
};
