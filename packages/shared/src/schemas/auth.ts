import { z } from 'zod';
import { LANGUAGES } from '../catalogue/languages';
import { PASSWORD_MAX_LENGTH, isStrongEnoughPassword } from '../rules/password-policy';
import { normaliseUsername } from '../rules/username';

const email = z.string().trim().toLowerCase().pipe(z.email().max(254));
export const passwordSchema = z.string().refine(isStrongEnoughPassword, 'Min 8 chars, letters & numbers');
const language = z.enum(LANGUAGES);

export const registerBody = z.object({
  // NFKC first: fullwidth and other compatibility letters are stored as the ordinary ones.
  username: z
    .string()
    .max(200)
    .transform(normaliseUsername)
    .pipe(z.string().min(3).max(32).regex(/^[\p{L}\p{N}._-]+$/u, 'letters, digits, dot, dash or underscore')),
  email,
  password: passwordSchema,
  lang: language.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email,
  // No policy check at login: an old password must still be able to log in and be told it is wrong.
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  /** Longer-lived token when the user ticks "remember me". */
  remember: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const forgotPasswordBody = z.object({ email, lang: language.optional() });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({ token: z.string().min(1).max(200), newPassword: passwordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  is_premium: z.boolean(),
  avatarUrl: z.string().nullable(),
  language: z.string(),
  current_streak: z.number().int(),
  best_streak: z.number().int(),
  total_points: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

export const authResponse = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponse>;

export const meResponse = z.object({ user: userSchema });

export const okResponse = z.object({ ok: z.literal(true), message: z.string() });
