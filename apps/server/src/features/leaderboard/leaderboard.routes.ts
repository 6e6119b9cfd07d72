import { leaderboardQuery, leaderboardResponse } from '@certamen/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Public; a logged-in caller also gets their own rank (docs/product.md, Progress and leaderboard). */
export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/leaderboard', { schema: { querystring: leaderboardQuery, response: { 200: leaderboardResponse } } }, async (request) =>
    app.leaderboard.leaderboard(request.query.period ?? 'all', request.user?.id ?? null),
  );
};
