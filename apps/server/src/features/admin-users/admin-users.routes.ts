import { adminUserParams, adminUserSchema, adminUsersQuery, adminUsersResponse, adminUserUpdateBody, errorSchema } from '@certamen/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly, requireAdmin } from '../../http/authenticate';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** docs/product.md, Administration, users. Admins only. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  app.get('/admin/users', { schema: { querystring: adminUsersQuery, response: { 200: adminUsersResponse, ...errors } } }, async (request) => app.adminUsers.list(request.query));

  app.put('/admin/users/:id', { schema: { params: adminUserParams, body: adminUserUpdateBody, response: { 200: adminUserSchema, ...errors } } }, async (request) =>
    app.adminUsers.update(requireAdmin(request).id, request.params.id, request.body),
  );
};
