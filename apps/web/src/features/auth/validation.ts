import { forgotPasswordBody, loginBody, registerBody, resetPasswordBody, type Language } from '@certamen/shared';

/** Message keys under auth.validation. */
export type ValidationKey = 'required' | 'email' | 'username' | 'password' | 'mismatch' | 'invalid';
export type FieldErrors<Field extends string> = Partial<Record<Field, ValidationKey>>;
export type Validated<Data, Field extends string> = { ok: true; data: Data } | { ok: false; errors: FieldErrors<Field> };

interface Issue {
  path: PropertyKey[];
}

/**
 * The shared zod schemas (the server's own rules) decide what is wrong; each field says it in its
 * own words. An empty field is "required" whatever the rule it broke.
 */
function toFieldErrors<Field extends string>(
  issues: readonly Issue[],
  values: Record<Field, string>,
  messages: Partial<Record<Field, ValidationKey>>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field;
    if (!(field in values) || errors[field]) continue;
    errors[field] = values[field].trim() === '' ? 'required' : (messages[field] ?? 'invalid');
  }
  return errors;
}

function result<Data, Field extends string>(data: Data | undefined, errors: FieldErrors<Field>): Validated<Data, Field> {
  return data !== undefined && Object.keys(errors).length === 0 ? { ok: true, data } : { ok: false, errors };
}

export type LoginField = 'email' | 'password';
/** docs/product.md, Accounts: e-mail and password required, e-mail trimmed. */
export function validateLogin(values: Record<LoginField, string>, remember: boolean) {
  const parsed = loginBody.safeParse({ ...values, remember });
  const errors = parsed.success ? {} : toFieldErrors(parsed.error.issues, values, { email: 'email' });
  return result(parsed.data, errors);
}

export type RegisterField = 'username' | 'email' | 'password' | 'confirmPassword';
/** docs/product.md, Accounts: every field required, passwords match, e-mail and username trimmed; plus the password policy. */
export function validateRegister(values: Record<RegisterField, string>, lang: Language) {
  const { confirmPassword, ...body } = values;
  const parsed = registerBody.safeParse({ ...body, lang });
  const errors: FieldErrors<RegisterField> = parsed.success
    ? {}
    : toFieldErrors(parsed.error.issues, values, { username: 'username', email: 'email', password: 'password' });
  if (confirmPassword === '') errors.confirmPassword = 'required';
  else if (confirmPassword !== values.password) errors.confirmPassword = 'mismatch';
  return result(parsed.data, errors);
}

export type ForgotField = 'email';
/** docs/product.md, Accounts: e-mail required and trimmed. */
export function validateForgot(values: Record<ForgotField, string>, lang: Language) {
  const parsed = forgotPasswordBody.safeParse({ ...values, lang });
  const errors = parsed.success ? {} : toFieldErrors(parsed.error.issues, values, { email: 'email' });
  return result(parsed.data, errors);
}

export type ResetField = 'newPassword' | 'repeatPassword';
/** docs/product.md, Accounts: the two entries match, and the password policy. */
export function validateReset(values: Record<ResetField, string>, token: string) {
  const parsed = resetPasswordBody.safeParse({ token, newPassword: values.newPassword });
  const errors: FieldErrors<ResetField> = parsed.success ? {} : toFieldErrors(parsed.error.issues, values, { newPassword: 'password' });
  if (values.repeatPassword === '') errors.repeatPassword = 'required';
  else if (values.repeatPassword !== values.newPassword) errors.repeatPassword = 'mismatch';
  return result(parsed.data, errors);
}
