import { z } from 'zod';
import { idParam, pageOf } from './catalogue';
import { plainText } from './text';

/** docs/product.md, Administration, users. The roles a user can have. */
export const USER_ROLES = ['user', 'admin'] as const;
export const userRoleSchema = z.enum(USER_ROLES);

export const ADMIN_USERS_PAGE_SIZE = 20;
export const adminUsersQuery = z.object({
  /** Part of a username or an e-mail, any case. */
  q: plainText(100).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: userRoleSchema,
  is_premium: z.boolean(),
  total_points: z.number().int(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponse = pageOf(adminUserSchema);
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

export const adminUserParams = z.object({ id: idParam });
/** PUT /api/admin/users/{id}: Premium, the role, or both; unknown fields are refused by name. */
export const adminUserUpdateBody = z
  .strictObject({ is_premium: z.boolean().optional(), role: userRoleSchema.optional() })
  .refine((body) => body.is_premium !== undefined || body.role !== undefined, { message: 'send is_premium or role', path: ['is_premium'] });
export type AdminUserUpdate = z.infer<typeof adminUserUpdateBody>;
