import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BADGES_REFRESH_EVENT, REFRESH_BADGES_KEY, REFRESH_STREAK_KEY, takeRefreshFlags } from '../../../lib/progress-refresh';
import { PROFILE_QUERY_KEY } from '../api/query-keys';

/**
 * docs/product.md, Progress and leaderboard, refresh: the refreshBadges / refreshStreak flags (found on arrival, or set by another tab)
 * and the badges:refresh event reload badges and streak; the flags are removed once read. A reload that
 * starts while one is in flight cancels it.
 */
export function useProgressRefresh() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // TanStack only cancels a running fetch that already has data; the first load is cancelled here by hand.
    const restart = async (queryKey: readonly unknown[]) => {
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    };
    const reload = (which: { badges: boolean; streak: boolean }) => {
      if (which.badges) void restart([...PROFILE_QUERY_KEY, 'badges']);
      if (which.streak) void restart([...PROFILE_QUERY_KEY, 'streak']);
    };
    const fromFlags = () => reload(takeRefreshFlags());
    const onEvent = () => {
      takeRefreshFlags();
      reload({ badges: true, streak: true });
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === REFRESH_BADGES_KEY || event.key === REFRESH_STREAK_KEY) fromFlags();
    };
    fromFlags();
    window.addEventListener(BADGES_REFRESH_EVENT, onEvent);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(BADGES_REFRESH_EVENT, onEvent);
      window.removeEventListener('storage', onStorage);
    };
  }, [queryClient]);
}
