import { categorySchema, certificationSchema, errorSchema, idParam, langQuery, topicSchema } from '@certamen/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './catalogue.service';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/get-categories', { schema: { response: { 200: z.array(categorySchema) } } }, async () => service.getCategories(app.db));

  app.get('/get-certifications', { schema: { response: { 200: z.array(certificationSchema) } } }, async () => service.getCertifications(app.db));

  app.get(
    '/get-certifications-by-category/:categoryId',
    { schema: { params: z.object({ categoryId: idParam }), response: { 200: z.array(certificationSchema), 404: errorSchema } } },
    async (request) => service.getCertifications(app.db, request.params.categoryId),
  );

  app.get(
    '/get-topics/:certificationId',
    { schema: { params: z.object({ certificationId: idParam }), querystring: langQuery, response: { 200: z.array(topicSchema), 404: errorSchema } } },
    async (request) => service.getTopics(app.db, request.params.certificationId, request.query.lang),
  );
};
