import type { ForgotPasswordBody } from '@certamen/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** The answer is the same for known and unknown e-mails, and not read (docs/product.md, Accounts). */
export async function forgotPassword(body: ForgotPasswordBody): Promise<void> {
  await apiPost<unknown>('/auth/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
