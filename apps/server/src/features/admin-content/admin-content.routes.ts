import {
  ERROR_CODES,
  IMPORT_MAX_BYTES,
  addCategoryBody,
  addCategoryResponse,
  addQuizBody,
  addQuizResponse,
  addTopicBody,
  addTopicResponse,
  adminQuestionSchema,
  adminQuestionsQuery,
  adminQuestionsResponse,
  errorSchema,
  exportQuery,
  importQuery,
  importResponse,
  questionIdParams,
  updateQuestionBody,
} from '@certamen/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, requireAdmin } from '../../http/authenticate';
import { HttpError } from '../../http/errors';
import { rateLimitCheck } from '../../http/rate-limits';

const HOUR = 60 * 60_000;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * The catalogue's admin writes and the question bank's import, export and editor (docs/product.md,
 * Administration). Every route checks the caller's role on the server: 401 anonymous, 403 learner.
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The file arrives as raw bytes (any of these types), so the server itself can tell UTF-8 from Windows-1252.
  app.addContentTypeParser(['text/csv', 'text/plain', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.addHook('onRequest', adminOnly);
  // Imports that died with a previous process left unpublished batches: nobody sees them; delete them.
  app.addHook('onReady', async () => {
    await app.adminContent.discardAbandonedImports();
  });
  const importLimit = rateLimitCheck(app, 'imports', [{ name: 'imports:user', limit: { max: app.config.importsPerHour, windowMs: HOUR }, key: (request: FastifyRequest) => String(requireAdmin(request).id) }]);

  app.post('/add-category', { schema: { body: addCategoryBody, response: { 201: addCategoryResponse, ...errors } } }, async (request, reply) => {
    return reply.status(201).send(await app.adminContent.addCategory(request.body));
  });

  app.post('/add-topic', { schema: { body: addTopicBody, response: { 201: addTopicResponse, ...errors } } }, async (request, reply) => {
    return reply.status(201).send(await app.adminContent.addTopic(request.body));
  });

  app.post('/add-quiz', { schema: { body: addQuizBody, response: { 201: addQuizResponse, ...errors } } }, async (request, reply) => {
    return reply.status(201).send(await app.adminContent.addQuiz(request.body));
  });

  app.post(
    '/admin/questions/import',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      // The body is the file's bytes (text/csv, text/plain or application/octet-stream), checked by the service.
      schema: { querystring: importQuery, response: { 200: importResponse, ...errors, 413: errorSchema, 429: errorSchema } },
    },
    async (request, reply) => {
      await importLimit(request);
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, ERROR_CODES.validation, 'Send the file as text/csv, text/plain or application/octet-stream.', [{ path: '/body', message: 'file bytes expected' }]);
      // The connection closing before the answer is sent means the upload was cancelled: import nothing.
      const cancelled = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableFinished) cancelled.abort();
      };
      reply.raw.on('close', onClose);
      try {
        return await app.adminContent.importQuestions(request.body, request.query, cancelled.signal);
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  );

  app.get('/admin/questions/export', { schema: { querystring: exportQuery, response: { 200: z.string(), ...errors } } }, async (request, reply) => {
    const csv = await app.adminContent.exportCsv(request.query.certificationId);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="quiz_domande.csv"').header('cache-control', 'no-store').send(csv);
  });

  app.get('/admin/questions', { schema: { querystring: adminQuestionsQuery, response: { 200: adminQuestionsResponse, ...errors } } }, async (request) => {
    return app.adminContent.listQuestions(request.query);
  });

  app.get('/admin/questions/:id', { schema: { params: questionIdParams, response: { 200: adminQuestionSchema, ...errors } } }, async (request) => {
    return app.adminContent.question(request.params.id);
  });

  app.put('/admin/questions/:id', { schema: { params: questionIdParams, body: updateQuestionBody, response: { 200: adminQuestionSchema, ...errors } } }, async (request) => {
    const admin = requireAdmin(request);
    return app.adminContent.updateQuestion(request.params.id, admin.id, request.body);
  });

  app.post('/admin/questions/:id/retire', { schema: { params: questionIdParams, response: { 200: adminQuestionSchema, ...errors } } }, async (request) => {
    return app.adminContent.setRetired(request.params.id, true);
  });

  app.post('/admin/questions/:id/restore', { schema: { params: questionIdParams, response: { 200: adminQuestionSchema, ...errors } } }, async (request) => {
    return app.adminContent.setRetired(request.params.id, false);
  });
};
