import { premiumInterestResponse, type PremiumInfo, type PremiumInterestBody, type PremiumInterestResponse } from '@certamen/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { PREMIUM_INFO_QUERY_KEY } from './get-premium-info';

export async function submitPremiumInterest(body: PremiumInterestBody): Promise<PremiumInterestResponse> {
  return premiumInterestResponse.parse(await apiPost<unknown>('/premium-interest', body));
}

/** POST /api/premium-interest; the counter the page shows takes the server's new value at once. */
export function useSubmitPremiumInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPremiumInterest,
    onSuccess: (answer) => {
      queryClient.setQueryData<PremiumInfo>(PREMIUM_INFO_QUERY_KEY, (info) => (info ? { ...info, interestedCount: answer.interestedCount } : info));
    },
  });
}
