import { z } from 'zod';
import { LANGUAGES } from '../catalogue/languages';
import { TRIAGE_FLAGS } from '../rules/item-analysis';
import { idParam, pageOf } from './catalogue';

/** GET /api/admin/question-stats (docs/product.md, Administration, question statistics). */
export const QUESTION_STATS_PAGE_SIZE = 25;
export const questionStatsQuery = z.object({
  /** triage: only the questions to look at, most urgent first; all: every question answered or reported. */
  view: z.enum(['triage', 'all']).default('triage'),
  certificationId: idParam.optional(),
  lang: z.enum(LANGUAGES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(QUESTION_STATS_PAGE_SIZE),
});
export type QuestionStatsQuery = z.input<typeof questionStatsQuery>;

export const triageFlagSchema = z.enum(TRIAGE_FLAGS);

export const questionStatsItemSchema = z.object({
  question_id: z.number().int(),
  question: z.string().nullable(),
  topic_id: z.number().int(),
  topic_title: z.string().nullable(),
  certification_id: z.number().int(),
  certification_name: z.string(),
  /** First answers (one per attempt). */
  answers: z.number().int(),
  correct: z.number().int(),
  /** Share correct, 0-1, four decimals; null without answers. */
  facility: z.number().nullable(),
  /** Corrected point-biserial, -1..1, four decimals; null when undefined. */
  discrimination: z.number().nullable(),
  /** Answers it is computed from (those in attempts with two answers or more). */
  discrimination_answers: z.number().int(),
  open_reports: z.number().int(),
  flags: z.array(triageFlagSchema),
});
export type QuestionStatsItem = z.infer<typeof questionStatsItemSchema>;

export const questionStatsResponse = pageOf(questionStatsItemSchema).extend({
  thresholds: z.object({ minAnswers: z.number().int(), facilityLow: z.number(), facilityHigh: z.number(), discriminationMin: z.number() }),
});
export type QuestionStatsResponse = z.infer<typeof questionStatsResponse>;
