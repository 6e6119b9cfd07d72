import { z } from 'zod';
import { LANGUAGES } from '../catalogue/languages';
import { idParam, MAX_ID } from './catalogue';

/** docs/product.md, Administration, feedback review. */
export const FEEDBACK_TYPES = ['positive', 'negative', 'report'] as const;
export const feedbackTypeSchema = z.enum(FEEDBACK_TYPES);
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

/** The newest items come first; `limit` keeps one answer small however much feedback piles up. */
export const ADMIN_FEEDBACK_MAX_LIMIT = 500;
export const adminFeedbackQuery = z.object({
  type: feedbackTypeSchema.optional(),
  /** true: archived only; false: active only; absent: both. */
  archived: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
  questionId: idParam.optional(),
  lang: z.enum(LANGUAGES).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_FEEDBACK_MAX_LIMIT).default(200),
  offset: z.coerce.number().int().min(0).max(MAX_ID).default(0),
});
export type AdminFeedbackQuery = z.input<typeof adminFeedbackQuery>;

/** One feedback item with the spec's fields (section 3) plus what the review page links to. */
export const adminFeedbackItemSchema = z.object({
  id: z.number().int(),
  type: feedbackTypeSchema,
  question_id: z.number().int(),
  /** The question's text in the requested language (Italian, then any, when missing). */
  question: z.string().nullable(),
  topic_id: z.number().int().nullable(),
  topic_title: z.string().nullable(),
  certification_id: z.number().int().nullable(),
  certification_name: z.string().nullable(),
  /** The learner's words: plain text, never HTML. */
  description: z.string().nullable(),
  /** Who wrote it; null once the account is gone. */
  username: z.string().nullable(),
  created_at: z.string(),
  /** The spec's convention: 1 = archived. */
  archived: z.union([z.literal(0), z.literal(1)]),
});
export type AdminFeedbackItem = z.infer<typeof adminFeedbackItemSchema>;
/** GET /api/admin/feedback: a plain list, as the spec's client reads it. */
export const adminFeedbackResponse = z.array(adminFeedbackItemSchema);

/** GET /api/admin/feedback/stats: the page's counters; positive, negative and report count active items only. */
export const adminFeedbackStatsSchema = z.object({
  positive: z.number().int(),
  negative: z.number().int(),
  report: z.number().int(),
  archived: z.number().int(),
});
export type AdminFeedbackStats = z.infer<typeof adminFeedbackStatsSchema>;

export const adminFeedbackParams = z.object({ id: idParam });
export const adminFeedbackArchiveResponse = z.object({ id: z.number().int(), archived: z.literal(1) });
