import type { HistoryItem, UserBadge } from '@certamen/shared';

/** docs/product.md, Progress and leaderboard: the history shows 4 results at first, the badges panel 6, the trend the last 5. */
export const HISTORY_INITIAL = 4;
export const BADGES_INITIAL = 6;
export const TREND_SIZE = 5;

/** docs/product.md, Progress and leaderboard: a score on screen is a whole percent between 0 and 100. */
export function clampScore(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

export type ScoreTone = 'good' | 'fair' | 'poor';

/** docs/product.md, Progress and leaderboard: 80 and above green, 60 and above yellow, else red. */
export function scoreTone(value: number): ScoreTone {
  const score = clampScore(value);
  return score >= 80 ? 'good' : score >= 60 ? 'fair' : 'poor';
}

/** docs/product.md, Progress and leaderboard: encouragement at 1, 2, 3, 5, 7 and 10 days; each holds until the next step. */
export const STREAK_STEPS = [10, 7, 5, 3, 2, 1] as const;
export type StreakStep = (typeof STREAK_STEPS)[number] | 0;

export function streakStep(days: number): StreakStep {
  return STREAK_STEPS.find((step) => days >= step) ?? 0;
}

/** docs/product.md, Progress and leaderboard: average-score messages at 90, 75, 50 and above 0. */
export const AVERAGE_STEPS = [90, 75, 50, 1] as const;
export type AverageStep = (typeof AVERAGE_STEPS)[number] | 0;

export function averageStep(average: number): AverageStep {
  return AVERAGE_STEPS.find((step) => average >= step) ?? 0;
}

const time = (item: HistoryItem) => {
  const value = Date.parse(item.date_taken || item.date || item.created_at);
  return Number.isNaN(value) ? 0 : value;
};

/** The newest results first, whatever order they came in. */
export function newestFirst(items: readonly HistoryItem[]): HistoryItem[] {
  return [...items].sort((a, b) => time(b) - time(a) || b.id - a.id);
}

/** The last `size` results, oldest to newest, as the trend chart draws them. */
export function trendPoints(items: readonly HistoryItem[], size = TREND_SIZE): { id: number; date: string; score: number }[] {
  return newestFirst(items)
    .slice(0, size)
    .reverse()
    .map((item) => ({ id: item.id, date: item.date_taken || item.date, score: clampScore(item.percentage) }));
}

/** Earned badges first (in catalogue order), then the ones still to earn. */
export function sortBadges(badges: readonly UserBadge[]): UserBadge[] {
  return [...badges.filter((badge) => badge.earned), ...badges.filter((badge) => !badge.earned)];
}
