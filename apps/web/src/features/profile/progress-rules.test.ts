import type { HistoryItem, UserBadge } from '@certamen/shared';
import { describe, expect, it } from 'vitest';
import { averageStep, clampScore, newestFirst, scoreTone, sortBadges, streakStep, trendPoints } from './progress-rules';

const item = (id: number, date: string, percentage: number): HistoryItem => ({
  id, attempt_id: null, certification_id: 6, certification_name: 'Security+', topic_id: 1, topic_title: 'Threats', quiz_id: null, mode: 'exam',
  correct_answers: 0, total_questions: 10, percentage, score: percentage, passed: percentage >= 80, date, date_taken: date, created_at: date,
});

describe('progress rules', () => {
  it('clamps scores to a whole percent between 0 and 100', () => {
    expect([clampScore(-5), clampScore(42.4), clampScore(140), clampScore(Number.NaN)]).toEqual([0, 42, 100, 0]);
  });

  it('colours 80 and above green, 60 and above yellow, the rest red', () => {
    expect([scoreTone(100), scoreTone(80), scoreTone(79), scoreTone(60), scoreTone(59), scoreTone(-3)]).toEqual(['good', 'good', 'fair', 'fair', 'poor', 'poor']);
  });

  it('picks the encouragement of the highest step reached', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 45].map(streakStep)).toEqual([0, 1, 2, 3, 3, 5, 5, 7, 7, 10, 10]);
    expect([0, 1, 49, 50, 74, 75, 89, 90, 100].map(averageStep)).toEqual([0, 1, 1, 50, 50, 75, 75, 90, 90]);
  });

  it('draws the last five results from oldest to newest', () => {
    const items = [1, 2, 3, 4, 5, 6, 7].map((day) => item(day, `2026-03-0${day}T10:00:00Z`, day * 10));
    expect(newestFirst(items.slice(0, 3)).map((entry) => entry.id)).toEqual([3, 2, 1]);
    expect(trendPoints([...items].reverse()).map((point) => point.score)).toEqual([30, 40, 50, 60, 70]);
  });

  it('lists earned badges first', () => {
    const badge = (key: string, earned: boolean) => ({ id: 0, key, title: key, description: '', image: `/badges/${key}.svg`, earned, awarded_at: null }) satisfies UserBadge;
    expect(sortBadges([badge('a', false), badge('b', true), badge('c', false), badge('d', true)]).map((entry) => entry.key)).toEqual(['b', 'd', 'a', 'c']);
  });
});
