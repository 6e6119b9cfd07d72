import { authResponse, type AuthResponse, type LoginBody } from '@certamen/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { IncompleteResponseError } from '../auth-errors';

/** docs/product.md, Accounts: the answer must hold user and token. */
export async function login(body: LoginBody): Promise<AuthResponse> {
  const parsed = authResponse.safeParse(await apiPost<unknown>('/auth/login', body));
  if (!parsed.success) throw new IncompleteResponseError();
  return parsed.data;
}

/** Logs in and keeps the session where remember me says. */
export function useLogin() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: login,
    onSuccess: (session, body) => signIn(session, body.remember ?? true),
  });
}
