import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { correctAnswersToPass, isPassed } from './pass-mark';

describe('pass mark', () => {
  it.each([
    [10, 8], [36, 29], [40, 32], [50, 40], [60, 48], [65, 52], [90, 72], [100, 80], [125, 100], [7, 6], [1, 1],
  ])('needs, out of %i questions, %i correct (80% rounded up)', (total, needed) => {
    expect(correctAnswersToPass(total)).toBe(needed);
    expect(isPassed(needed, total)).toBe(true);
    expect(isPassed(needed - 1, total)).toBe(false);
  });

  it('never passes an empty quiz', () => {
    expect(isPassed(0, 0)).toBe(false);
  });

  it('passes exactly when the share of correct answers reaches 80%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.nat(), (total, raw) => {
        const correct = raw % (total + 1);
        expect(isPassed(correct, total)).toBe(correct * 100 >= total * 80);
      }),
    );
  });
});
