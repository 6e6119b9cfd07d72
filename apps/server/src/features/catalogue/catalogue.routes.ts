import { categorySchema, certificationSchema, errorSchema, idParam, langQuery, topicSchema } from '@certamen/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/get-categories', { schema: { response: { 200: z.array(categorySchema) } } }, async () => app.catalogue.getCategories());

  app.get('/get-certifications', { schema: { response: { 200: z.array(certificationSchema) } } }, async () => app.catalogue.getCertifications());

  app.get(
    '/get-certifications-by-category/:categoryId',
    { schema: { params: z.object({ categoryId: idParam }), response: { 200: z.array(certificationSchema), 404: errorSchema } } },
    async (request) => app.catalogue.getCertifications(request.params.categoryId),
  );

  app.get(
    '/get-topics/:certificationId',
    { schema: { params: z.object({ certificationId: idParam }), querystring: langQuery, response: { 200: z.array(topicSchema), 404: errorSchema } } },
    async (request) => app.catalogue.getTopics(request.params.certificationId, request.query.lang),
  );
};
