import { ERROR_CODES } from '@certamen/shared';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/tables';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export const unauthorized = () => new HttpError(401, ERROR_CODES.unauthorized, 'Log in to continue.');

/** The logged-in user of a route that requires one (the auth hook has already read the token). */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Per-user reads: a learner reads only their own data; an admin may read anyone's. */
export function requireSelfOrAdmin(request: FastifyRequest, userId: number): UserRow {
  const user = requireUser(request);
  if (user.id !== userId && user.role !== 'admin') throw new HttpError(403, ERROR_CODES.forbidden, "You can only see your own progress.");
  return user;
}

/**
 * Admin-only routes (docs/product.md, Administration): 401 anonymous, 403 for anyone else. The role is
 * read from the user row loaded from the database on every request (the auth hook), not from the token,
 * so a demoted admin's existing token stops working for admin calls at once.
 */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new HttpError(403, ERROR_CODES.forbidden, 'This page is for administrators only.');
  return user;
}

/**
 * The onRequest hook of a plugin whose routes are all admin-only: it runs before the body is read and
 * validated, so a stranger learns nothing about the payloads (only 401/403) and a learner's upload is refused unread.
 */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  requireAdmin(request);
}
