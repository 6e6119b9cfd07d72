import { ERROR_CODES, type AdminUser, type AdminUsersResponse, type AdminUserUpdate } from '@certamen/shared';
import type { Db } from '../../db/database';
import { HttpError, NotFoundError } from '../../http/errors';
import * as repository from './admin-users.repository';

type UserRow = NonNullable<Awaited<ReturnType<typeof repository.findUser>>>;

const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role === 'admin' ? 'admin' : 'user',
  is_premium: row.is_premium === 1,
  total_points: row.total_points,
  created_at: row.created_at,
});

/**
 * docs/product.md, Administration, users: list and search accounts, grant or remove Premium and the admin
 * role. Every request reads the caller's row from the database, so a change applies to the user's very next call.
 */
export function createAdminUsersService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    async list(query: { q?: string; page: number; pageSize: number }): Promise<AdminUsersResponse> {
      const q = query.q || undefined;
      const [rows, total] = await Promise.all([
        repository.usersPage(db, q, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
        repository.countUsers(db, q),
      ]);
      return { items: rows.map(toAdminUser), total, page: query.page, pageSize: query.pageSize };
    },

    async update(actingAdminId: number, id: number, changes: AdminUserUpdate): Promise<AdminUser> {
      // An admin cannot demote themselves: the one acting always remains, so the app never ends without an admin.
      if (id === actingAdminId && changes.role === 'user') {
        const message = 'You cannot remove your own admin role; ask another admin.';
        throw new HttpError(409, ERROR_CODES.conflict, message, [{ path: '/role', message }]);
      }
      if (!(await repository.findUser(db, id))) throw new NotFoundError(`No user with id ${id}`);
      await repository.updateUser(db, id, { role: changes.role, is_premium: changes.is_premium === undefined ? undefined : changes.is_premium ? 1 : 0 }, now().toISOString());
      return toAdminUser((await repository.findUser(db, id))!);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
