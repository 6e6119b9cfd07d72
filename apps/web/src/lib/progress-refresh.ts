/**
 * docs/product.md, Languages and routes-4: after a quiz these local-storage flags, or the `badges:refresh` window event, make the
 * profile reload badges and streak; the profile removes the flags once it has.
 */
export const REFRESH_BADGES_KEY = 'refreshBadges';
export const REFRESH_STREAK_KEY = 'refreshStreak';
export const BADGES_REFRESH_EVENT = 'badges:refresh';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** For whoever finishes a quiz: the profile, open now or later, reloads badges and streak. */
export function requestProgressRefresh(): void {
  storage()?.setItem(REFRESH_BADGES_KEY, '1');
  storage()?.setItem(REFRESH_STREAK_KEY, '1');
  window.dispatchEvent(new Event(BADGES_REFRESH_EVENT));
}

/** Which refreshes were asked for; the flags are removed as they are read. */
export function takeRefreshFlags(): { badges: boolean; streak: boolean } {
  const store = storage();
  if (!store) return { badges: false, streak: false };
  const flags = { badges: store.getItem(REFRESH_BADGES_KEY) !== null, streak: store.getItem(REFRESH_STREAK_KEY) !== null };
  store.removeItem(REFRESH_BADGES_KEY);
  store.removeItem(REFRESH_STREAK_KEY);
  return flags;
}
