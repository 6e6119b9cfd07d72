import {
  DEFAULT_LANGUAGE,
  answerBody,
  answerResponse,
  attemptParams,
  attemptReviewResponse,
  attemptSchema,
  createdResponse,
  errorSchema,
  feedbackBody,
  idParam,
  mixedQuestionsQuery,
  mixedQuizParams,
  questionsQuery,
  resumeResponse,
  reviewCertificationParams,
  reviewQuestionsQuery,
  saveExamBody,
  saveExamResponse,
} from '@certamen/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/authenticate';
import { rateLimitCheck } from '../../http/rate-limits';

/** Generous for a person: more than one remark per question of the longest exam. */
const FEEDBACK_PER_HOUR = 150;
const HOUR = 60 * 60_000;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };

export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Starting quizzes is limited per learner (docs/product.md, Points, streaks and badges): a person never notices, a script does. */
  const learnerKey = (request: FastifyRequest) => String(requireUser(request).id);
  const startLimit = rateLimitCheck(app, 'quizzes started', [{ name: 'attempts:user', limit: { max: app.config.attemptsPerHour, windowMs: HOUR }, key: learnerKey }]);
  const startingUser = async (request: FastifyRequest) => {
    const user = requireUser(request);
    await startLimit(request);
    return user;
  };
  /** Feedback is a person's remark on a question: about one per question answered, never a flood. */
  const feedbackLimit = rateLimitCheck(app, 'feedback messages', [{ name: 'feedback:user', limit: { max: FEEDBACK_PER_HOUR, windowMs: HOUR }, key: learnerKey }]);
  const feedbackUser = async (request: FastifyRequest) => {
    const user = requireUser(request);
    await feedbackLimit(request);
    return user;
  };

  app.get(
    '/questions/:topicId',
    { schema: { params: z.object({ topicId: idParam }), querystring: questionsQuery, response: { 200: attemptSchema, ...errors } } },
    async (request) => app.quiz.startTopicQuiz(await startingUser(request), request.params.topicId, request.query.lang ?? DEFAULT_LANGUAGE, request.query.mode ?? 'training'),
  );

  app.get(
    '/questions-mixed/:id',
    { schema: { params: mixedQuizParams, querystring: mixedQuestionsQuery, response: { 200: attemptSchema, ...errors } } },
    async (request) =>
      app.quiz.startMixedQuiz(await startingUser(request), request.params.id, request.query.category, request.query.lang ?? DEFAULT_LANGUAGE, request.query.mode ?? 'training'),
  );

  app.get(
    '/questions-review/:certificationId',
    { schema: { params: reviewCertificationParams, querystring: reviewQuestionsQuery, response: { 200: attemptSchema, ...errors } } },
    async (request) => app.quiz.startReviewQuiz(await startingUser(request), request.params.certificationId, request.query.lang ?? DEFAULT_LANGUAGE),
  );

  app.post(
    '/attempts/:attemptId/answers',
    { schema: { params: attemptParams, body: answerBody, response: { 200: answerResponse, ...errors } } },
    async (request) => app.quiz.answer(requireUser(request), request.params.attemptId, request.body.questionId, request.body.answerId),
  );

  app.post(
    '/attempts/:attemptId/retry-missed',
    { schema: { params: attemptParams, querystring: questionsQuery, response: { 200: attemptSchema, ...errors } } },
    async (request) => app.quiz.retryMissed(await startingUser(request), request.params.attemptId, request.query.lang ?? DEFAULT_LANGUAGE),
  );

  app.get('/attempts/:attemptId', { schema: { params: attemptParams, response: { 200: resumeResponse, ...errors } } }, async (request) =>
    app.quiz.resume(requireUser(request), request.params.attemptId),
  );

  app.get('/attempts/:attemptId/review', { schema: { params: attemptParams, response: { 200: attemptReviewResponse, ...errors } } }, async (request) =>
    app.quiz.review(requireUser(request), request.params.attemptId),
  );

  app.post('/save-exam', { schema: { body: saveExamBody, response: { 200: saveExamResponse, ...errors } } }, async (request) =>
    app.quiz.saveExam(requireUser(request), request.body),
  );

  app.post('/feedback', { schema: { body: feedbackBody, response: { 201: createdResponse, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await app.quiz.saveFeedback(await feedbackUser(request), request.body)),
  );

};
