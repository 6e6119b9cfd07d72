import { describe, expect, it } from 'vitest';
import { facilityIndex, pointBiserial, triageFlags } from './item-analysis';

describe('item analysis', () => {
  it('computes the point-biserial of a perfect and an inverted separation', () => {
    // Two right answers in attempts whose other answers were all right, two wrong in attempts with none right.
    expect(pointBiserial({ n: 4, sumX: 2, sumY: 2, sumYY: 2, sumXY: 2 })).toBe(1);
    expect(pointBiserial({ n: 4, sumX: 2, sumY: 2, sumYY: 2, sumXY: 0 })).toBe(-1);
    // No variance on either side: undefined.
    expect(pointBiserial({ n: 4, sumX: 4, sumY: 2, sumYY: 2, sumXY: 2 })).toBeNull();
    expect(pointBiserial({ n: 4, sumX: 2, sumY: 2, sumYY: 1, sumXY: 1 })).toBeNull();
    expect(facilityIndex(0, 0)).toBeNull();
    expect(facilityIndex(40, 2)).toBe(0.05);
  });

  it('flags at the thresholds themselves, and only from 30 answers on', () => {
    const base = { answers: 30, discriminationAnswers: 30, discrimination: 0.3, openReports: 0 };
    expect(triageFlags({ ...base, facility: 0.05 })).toEqual(['too_hard']);
    expect(triageFlags({ ...base, facility: 0.0501 })).toEqual([]);
    expect(triageFlags({ ...base, facility: 0.95 })).toEqual(['too_easy']);
    expect(triageFlags({ ...base, facility: 0.5, discrimination: 0.1 })).toEqual([]);
    expect(triageFlags({ ...base, facility: 0.5, discrimination: 0.0999 })).toEqual(['low_discrimination']);
    expect(triageFlags({ ...base, answers: 29, discriminationAnswers: 29, facility: 0, discrimination: -0.5 })).toEqual([]);
    expect(triageFlags({ ...base, answers: 0, discriminationAnswers: 0, facility: null, discrimination: null, openReports: 1 })).toEqual(['open_report']);
  });
});
