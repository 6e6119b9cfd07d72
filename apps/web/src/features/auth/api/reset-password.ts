import type { ResetPasswordBody } from '@certamen/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await apiPost<unknown>('/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
