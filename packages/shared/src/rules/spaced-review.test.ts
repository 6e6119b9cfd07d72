import { describe, expect, it } from 'vitest';
import { knownProbability, nextReviewCard, pickReviewQuestions, recallProbability, REVIEW_SESSION_SIZE, type ReviewCardState } from './spaced-review';

const t0 = new Date('2026-11-25T10:00:00Z');
const days = (n: number) => new Date(t0.getTime() + n * 86_400_000);

describe('spaced review scheduler', () => {
  it('brings a question answered wrong back sooner than one answered right', () => {
    const wrong = nextReviewCard(null, false, t0);
    const right = nextReviewCard(null, true, t0);
    expect(new Date(wrong.due).getTime()).toBeLessThan(new Date(right.due).getTime());
    expect(new Date(wrong.due).getTime()).toBeGreaterThan(t0.getTime());
    expect(wrong.last_correct).toBe(0);
    expect(right.last_correct).toBe(1);
    expect(wrong.lapses + right.lapses).toBe(0);
  });

  it('does so again for a card already learned: a lapse comes back within days, a success much later', () => {
    const learned = nextReviewCard(nextReviewCard(null, true, t0), true, days(3));
    const lapsed = nextReviewCard(learned, false, days(20));
    const kept = nextReviewCard(learned, true, days(20));
    expect(lapsed.lapses).toBe(1);
    expect(new Date(lapsed.due).getTime()).toBeLessThan(new Date(kept.due).getTime());
    expect(new Date(lapsed.due).getTime() - days(20).getTime()).toBeLessThanOrEqual(7 * 86_400_000);
  });

  it('counts a right answer after a long gap for more than one the next day', () => {
    const card = nextReviewCard(null, true, t0);
    const nextDay = nextReviewCard(card, true, days(1));
    const longGap = nextReviewCard(card, true, days(40));
    expect(longGap.stability).toBeGreaterThan(nextDay.stability);
  });

  it('is deterministic: the same answers give the same schedule', () => {
    expect(nextReviewCard(nextReviewCard(null, false, t0), true, days(1))).toEqual(nextReviewCard(nextReviewCard(null, false, t0), true, days(1)));
  });

  it('forgets with time, and knows nothing of an unseen question or one last answered wrong', () => {
    const right = nextReviewCard(null, true, t0);
    expect(recallProbability(right, days(1))).toBeGreaterThan(recallProbability(right, days(30)));
    expect(recallProbability(right, days(30))).toBeGreaterThan(0);
    expect(recallProbability(null, t0)).toBe(0);
    expect(knownProbability(null, t0)).toBe(0);
    expect(knownProbability(nextReviewCard(null, false, t0), days(1))).toBe(0);
    expect(knownProbability(right, days(1))).toBeCloseTo(recallProbability(right, days(1)));
  });

  it('treats an answer stamped before the last review as given at that review', () => {
    const card = nextReviewCard(null, true, days(2));
    const late = nextReviewCard(card, true, t0);
    expect(late.last_review).toBe(days(2).toISOString());
  });
});

describe('review session order', () => {
  const card = (answers: [boolean, number][]): ReviewCardState => answers.reduce<ReviewCardState | null>((state, [correct, day]) => nextReviewCard(state, correct, days(day)), null)!;

  it('serves the due questions first, earliest due first, then the ones most likely forgotten', () => {
    const cards = [
      { question_id: 1, card: card([[true, 0], [true, 3]]) }, // learned well: due in weeks
      { question_id: 2, card: card([[false, 0]]) }, // due on day 1
      { question_id: 3, card: card([[true, 0]]) }, // due on day 3
      { question_id: 4, card: card([[false, 1]]) }, // due on day 2
      { question_id: 5, card: card([[true, 4]]) }, // answered right recently
    ];
    const now = days(4.2);
    const order = pickReviewQuestions(cards, now, now);
    expect(order.slice(0, 3)).toEqual([2, 4, 3]);
    // Of the rest, the one last seen longer ago is the more likely forgotten.
    expect(order.slice(3)).toEqual([1, 5].sort((a, b) => knownProbability(cards[a - 1]!.card, now) - knownProbability(cards[b - 1]!.card, now)));
  });

  it('serves at most a session of questions', () => {
    const many = Array.from({ length: 25 }, (_, index) => ({ question_id: index + 1, card: card([[index % 2 !== 0, 0]]) }));
    const order = pickReviewQuestions(many, days(1.5), days(1.5));
    expect(order).toHaveLength(REVIEW_SESSION_SIZE);
    expect(new Set(order).size).toBe(REVIEW_SESSION_SIZE);
    // The 13 answered wrong are due after a day; they fill the session before any other.
    expect(order.every((id) => (id - 1) % 2 === 0)).toBe(true);
  });
});
