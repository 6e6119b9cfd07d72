import { z } from 'zod';
import { LANGUAGES } from '../catalogue/languages';
import { idParam } from './catalogue';

/** Spaced review and readiness (docs/product.md, Spaced review and readiness). */

export const reviewCertificationParams = z.object({ certificationId: idParam });

/** GET /api/questions-review/{certificationId}: a review session is a training round. */
export const reviewQuestionsQuery = z.object({
  lang: z.enum(LANGUAGES).optional(),
  mode: z.literal('training', { error: 'a review session is always in training mode' }).optional(),
});

export const readinessLevelSchema = z.enum(['ready', 'almost', 'not-yet']);

/** GET /api/review/summary: per certification the learner has answered questions of. */
export const reviewSummaryItemSchema = z.object({
  certification_id: z.number().int(),
  certification_name: z.string(),
  slug: z.string(),
  /** Cards due before the learner's local day ends. */
  due_today: z.number().int(),
  /** Questions whose latest answer was right. */
  learned: z.number().int(),
  /** Live questions of the certification. */
  total: z.number().int(),
});
export type ReviewSummaryItem = z.infer<typeof reviewSummaryItemSchema>;
export const reviewSummaryResponse = z.object({ items: z.array(reviewSummaryItemSchema) });
export type ReviewSummary = z.infer<typeof reviewSummaryResponse>;

export const readinessQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

export const topicMasterySchema = z.object({
  topic_id: z.number().int(),
  title: z.string(),
  /** Distinct questions of the topic the learner has answered. */
  answered: z.number().int(),
  /** 0..1: the chance of answering one of the topic's questions right now (unseen ones count as not known). */
  mastery: z.number().min(0).max(1),
  /** Questions of the topic due for review today. */
  due: z.number().int(),
  /** 0..1: the topic's share of the exam (its share of the bank, which follows the official domains). */
  weight: z.number().min(0).max(1),
});
export type TopicMastery = z.infer<typeof topicMasterySchema>;

/** GET /api/user/readiness/{certificationId}. */
export const readinessResponse = z.object({
  certification_id: z.number().int(),
  /** 0..1: the expected share of right answers on the real exam. */
  readiness: z.number().min(0).max(1),
  level: readinessLevelSchema,
  /** Recent full mock exams blended into the estimate. */
  exams_counted: z.number().int(),
  topics: z.array(topicMasterySchema),
});
export type Readiness = z.infer<typeof readinessResponse>;
