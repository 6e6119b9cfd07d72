import { describe, expect, it } from 'vitest';
import { advanceStreakWithFreezes, startOfNextLocalDay, STREAK_FREEZE } from './streak';

/** Plays quiz days one after another from an empty streak. */
function play(days: string[]) {
  return days.reduce((state, day) => advanceStreakWithFreezes(state, day), { current: 0, best: 0, lastDay: null as string | null, freezes: 0, extended: false, freezeUsed: false, freezeEarned: false });
}
const consecutive = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const date = new Date(`${from}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + index);
    return date.toISOString().slice(0, 10);
  });

describe('streak freezes', () => {
  it('earns one freeze for 7 days in a row, at most two held', () => {
    expect(play(consecutive('2026-11-01', 6)).freezes).toBe(0);
    expect(play(consecutive('2026-11-01', 7))).toMatchObject({ current: 7, freezes: 1, freezeEarned: true });
    expect(play(consecutive('2026-11-01', 14)).freezes).toBe(2);
    expect(play(consecutive('2026-11-01', 21))).toMatchObject({ current: 21, freezes: STREAK_FREEZE.maxHeld, freezeEarned: false });
  });

  it('bridges exactly one missed day and uses the freeze up', () => {
    const week = play(consecutive('2026-11-01', 7));
    const afterGap = advanceStreakWithFreezes(week, '2026-11-09'); // 8 November missed
    expect(afterGap).toMatchObject({ current: 8, best: 8, freezes: 0, freezeUsed: true, extended: true });
  });

  it('does not bridge two missed days, nor one without a freeze', () => {
    const week = play(consecutive('2026-11-01', 7));
    expect(advanceStreakWithFreezes(week, '2026-11-10')).toMatchObject({ current: 1, best: 7, freezes: 1, freezeUsed: false });
    const sixDays = play(consecutive('2026-11-01', 6));
    expect(advanceStreakWithFreezes(sixDays, '2026-11-08')).toMatchObject({ current: 1, freezes: 0, freezeUsed: false });
  });

  it('changes nothing on a second quiz the same day, and keeps the plain rules otherwise', () => {
    const week = play(consecutive('2026-11-01', 7));
    expect(advanceStreakWithFreezes(week, '2026-11-07')).toMatchObject({ current: 7, freezes: 1, extended: false, freezeUsed: false });
    expect(advanceStreakWithFreezes(week, '2026-11-08')).toMatchObject({ current: 8, freezes: 1, freezeUsed: false });
  });

  it('with two held, a freeze used on day 14 is earned back at day 21', () => {
    const twoWeeks = play(consecutive('2026-11-01', 14));
    const bridged = advanceStreakWithFreezes(twoWeeks, '2026-11-16'); // 15 November missed
    expect(bridged).toMatchObject({ current: 15, freezes: 1 });
    expect(play([...consecutive('2026-11-01', 14), ...consecutive('2026-11-16', 7)])).toMatchObject({ current: 21, freezes: 2 });
  });
});

describe('start of the next local day', () => {
  it("is the learner's midnight, summer time included", () => {
    expect(startOfNextLocalDay(new Date('2026-11-25T10:00:00Z'), 'Europe/Rome').toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(startOfNextLocalDay(new Date('2026-07-01T21:59:00Z'), 'Europe/Rome').toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(startOfNextLocalDay(new Date('2026-11-25T03:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-25T05:00:00.000Z');
  });
});
