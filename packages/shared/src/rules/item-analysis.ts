/**
 * Item analysis of the question bank (docs/product.md, Administration, question statistics;
 * docs/decisions.md, Administration). Pure functions over sums the database computes in one pass.
 */

/** When a question deserves a look. Facility and discrimination count only once MIN_ANSWERS answers exist. */
export const ITEM_ANALYSIS = {
  minAnswers: 30,
  /** Share correct at or under this: almost nobody gets it (a wrong key, an ambiguous stem). */
  facilityLow: 0.05,
  /** Share correct at or over this: almost everybody gets it (it teaches nothing, or gives itself away). */
  facilityHigh: 0.95,
  /** Point-biserial under this: strong learners do no better on it than weak ones. */
  discriminationMin: 0.1,
} as const;

export const TRIAGE_FLAGS = ['open_report', 'too_hard', 'too_easy', 'low_discrimination'] as const;
export type TriageFlag = (typeof TRIAGE_FLAGS)[number];

/**
 * Sums over one question's first answers that count for discrimination (answers in attempts with at
 * least two answers): x = 1 when right, y = the share right of the attempt's *other* answers.
 */
export interface DiscriminationSums {
  n: number;
  sumX: number;
  sumY: number;
  sumYY: number;
  sumXY: number;
}

/** Share of first answers that are right; null without answers. */
export function facilityIndex(answers: number, correct: number): number | null {
  return answers > 0 ? correct / answers : null;
}

/**
 * The corrected point-biserial correlation between being right on the question (x) and the rest of the
 * attempt's score (y): Pearson's r = (nΣxy − ΣxΣy) / √((nΣx² − (Σx)²)(nΣy² − (Σy)²)), with x² = x.
 * Null when it is undefined (everybody right, everybody wrong, or every rest score equal).
 */
export function pointBiserial({ n, sumX, sumY, sumYY, sumXY }: DiscriminationSums): number | null {
  const varianceX = n * sumX - sumX * sumX;
  const varianceY = n * sumYY - sumY * sumY;
  // Float sums of equal values can leave a tiny positive residue: treat it as zero variance.
  if (n < 2 || varianceX <= 0 || varianceY <= 1e-9) return null;
  return (n * sumXY - sumX * sumY) / Math.sqrt(varianceX * varianceY);
}

/** The reasons a question is on the triage list, most urgent first. */
export function triageFlags(stats: { answers: number; facility: number | null; discriminationAnswers: number; discrimination: number | null; openReports: number }): TriageFlag[] {
  const flags: TriageFlag[] = [];
  if (stats.openReports > 0) flags.push('open_report');
  if (stats.answers >= ITEM_ANALYSIS.minAnswers && stats.facility !== null) {
    if (stats.facility <= ITEM_ANALYSIS.facilityLow) flags.push('too_hard');
    if (stats.facility >= ITEM_ANALYSIS.facilityHigh) flags.push('too_easy');
  }
  if (stats.discriminationAnswers >= ITEM_ANALYSIS.minAnswers && stats.discrimination !== null && stats.discrimination < ITEM_ANALYSIS.discriminationMin) {
    flags.push('low_discrimination');
  }
  return flags;
}
