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
