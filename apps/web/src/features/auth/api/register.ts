import { authResponse, type RegisterBody, type User } from '@certamen/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { isValidLookingToken } from '../../../lib/session';

export interface RegisterResult {
  token: string | null;
  user: User | null;
}

/** docs/product.md, Accounts: the answer carries a token and, optionally, the user. */
export async function register(body: RegisterBody): Promise<RegisterResult> {
  const answer = await apiPost<unknown>('/auth/register', body);
  const parsed = authResponse.safeParse(answer);
  if (parsed.success) return parsed.data;
  const token = (answer as { token?: unknown } | null)?.token;
  return { token: isValidLookingToken(token) ? token : null, user: null };
}

/** Registers and, when the answer holds a token, starts a remembered session (like a default login). */
export function useRegister() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ token, user }) => {
      if (token) signIn({ token, user }, true);
    },
  });
}
