/** The calendar day (YYYY-MM-DD) of an instant in a time zone; an unknown zone falls back to Europe/Rome. */
export function localDay(at: Date, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  try {
    return format(timeZone);
  } catch {
    return format('Europe/Rome');
  }
}

function previousDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

export interface StreakState {
  current: number;
  best: number;
  lastDay: string | null;
}

/** Points for keeping the streak going: 5 per day of streak, at most 50, once a day. */
export function streakBonusFor(days: number): number {
  return Math.min(days, 10) * 5;
}

/**
 * The streak ("slancio") after a quiz finished on `today`: the same day changes nothing, the day
 * after the last one adds a day, a gap starts again from 1.
 */
export function advanceStreak(state: StreakState, today: string): StreakState & { extended: boolean } {
  if (state.lastDay === today) return { ...state, extended: false };
  const current = state.lastDay === previousDay(today) ? state.current + 1 : 1;
  return { current, best: Math.max(state.best, current), lastDay: today, extended: true };
}

/** Streak freezes (docs/product.md, Points, streaks and badges): one earned per 7 days in a row, at most 2 held. */
export const STREAK_FREEZE = { everyDays: 7, maxHeld: 2 } as const;

export interface FreezableStreakState extends StreakState {
  freezes: number;
}

/**
 * `advanceStreak` with freezes: a quiz the day after a single missed day keeps the streak going when a
 * freeze is held, and uses it up (the missed day itself is not counted). Reaching a multiple of 7 days
 * earns a freeze, up to the maximum held. A longer gap restarts the streak and keeps the freezes.
 */
export function advanceStreakWithFreezes(
  state: FreezableStreakState,
  today: string,
): FreezableStreakState & { extended: boolean; freezeUsed: boolean; freezeEarned: boolean } {
  const freezes = Math.max(0, Math.min(STREAK_FREEZE.maxHeld, state.freezes));
  if (state.lastDay === today) return { ...state, freezes, extended: false, freezeUsed: false, freezeEarned: false };
  const yesterday = previousDay(today);
  const bridged = state.lastDay !== null && state.current > 0 && freezes > 0 && state.lastDay === previousDay(yesterday);
  const current = state.lastDay === yesterday || bridged ? state.current + 1 : 1;
  const afterUse = bridged ? freezes - 1 : freezes;
  const freezeEarned = current % STREAK_FREEZE.everyDays === 0 && afterUse < STREAK_FREEZE.maxHeld;
  return {
    current,
    best: Math.max(state.best, current),
    lastDay: today,
    freezes: afterUse + (freezeEarned ? 1 : 0),
    extended: true,
    freezeUsed: bridged,
    freezeEarned,
  };
}

/** The instant the learner's next local day starts (for "due today": due before this). */
export function startOfNextLocalDay(at: Date, timeZone: string): Date {
  const today = localDay(at, timeZone);
  // A local day lasts at most 25 hours: search the change of date between now and 26 hours on.
  let low = at.getTime();
  let high = low + 26 * 3_600_000;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (localDay(new Date(middle), timeZone) === today) low = middle;
    else high = middle;
  }
  return new Date(high);
}
