import {
  badgesQuery,
  categoriesProgressResponse,
  certificationStatsParams,
  certificationStatsQuery,
  certificationStatsResponse,
  errorSchema,
  historyQuery,
  historyResponse,
  langQuery,
  leaderboardVisibilityBody,
  leaderboardVisibilityResponse,
  quizResultSchema,
  streakResponse,
  userBadgesResponse,
  userIdParams,
} from '@certamen/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSelfOrAdmin, requireUser } from '../../http/authenticate';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** A learner's own progress (docs/product.md, Progress and leaderboard); another learner's id is a 403. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/slancio/:userId', { schema: { params: userIdParams, response: { 200: streakResponse, ...errors } } }, async (request) => {
    requireSelfOrAdmin(request, request.params.userId);
    return app.progress.streak(request.params.userId);
  });

  app.get('/user/user-badges', { schema: { querystring: badgesQuery, response: { 200: userBadgesResponse, ...errors } } }, async (request) => {
    const user = requireUser(request);
    return app.progress.badges(user.id, request.query.lang);
  });

  app.get('/user/user-history', { schema: { querystring: historyQuery.extend(langQuery.shape), response: { 200: historyResponse, ...errors } } }, async (request) => {
    const user = requireUser(request);
    return app.progress.history(user.id, request.query, request.query.lang);
  });

  app.get('/user/user-categories-progress', { schema: { response: { 200: categoriesProgressResponse, ...errors } } }, async (request) =>
    app.progress.categoriesProgress(requireUser(request).id),
  );

  app.get(
    '/user-certification-stats/:userId/:certificationId',
    { schema: { params: certificationStatsParams, querystring: certificationStatsQuery, response: { 200: certificationStatsResponse, ...errors } } },
    async (request) => {
      requireSelfOrAdmin(request, request.params.userId);
      return app.progress.certificationStats(request.params.userId, request.params.certificationId, request.query.type);
    },
  );

  app.get('/quiz-results', { schema: { response: { 200: z.array(quizResultSchema), ...errors } } }, async (request) => app.progress.results(requireUser(request).id));

  app.put('/user/leaderboard-visibility', { schema: { body: leaderboardVisibilityBody, response: { 200: leaderboardVisibilityResponse, ...errors } } }, async (request) =>
    app.progress.setHiddenFromLeaderboard(requireUser(request).id, request.body.hidden),
  );
};
