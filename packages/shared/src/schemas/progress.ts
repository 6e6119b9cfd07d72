import { z } from 'zod';
import { LANGUAGES } from '../catalogue/languages';
import { MAX_ID } from './catalogue';
import { quizResultSchema, reviewItemSchema } from './quiz';

/** Per-user reads: a learner reads only their own; an admin may read anyone's. */
export const userIdParams = z.object({ userId: z.coerce.number().int().positive().max(MAX_ID) });
export const certificationStatsParams = userIdParams.extend({ certificationId: z.coerce.number().int().positive().max(MAX_ID) });

/** GET /api/user/slancio/{userId}: the streak in days. */
export const streakResponse = z.object({
  current_streak: z.number().int(),
  best_streak: z.number().int(),
  last_day: z.string().nullable(),
  /** Streak freezes held (rules/streak.ts): each bridges one missed day. Absent (a server before freezes) reads as 0. */
  freezes: z.number().int().min(0).default(0),
});
export type StreakResponse = z.infer<typeof streakResponse>;

export const badgesQuery = z.object({ lang: z.enum(LANGUAGES).optional() });
/** GET /api/user/user-badges: every badge of the catalogue, earned or not, in the user's language. */
export const userBadgeSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  /** Path of the badge's SVG art in the web app. */
  image: z.string(),
  earned: z.boolean(),
  awarded_at: z.string().nullable(),
});
export type UserBadge = z.infer<typeof userBadgeSchema>;
export const userBadgesResponse = z.array(userBadgeSchema);

export const historyQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
/** One finished quiz in the profile's history. `quiz_id` < 0 means mixed, null means topic. */
export const historyItemSchema = quizResultSchema.extend({
  attempt_id: z.string().nullable(),
  date_taken: z.string(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
export const historyResponse = z.object({
  items: z.array(historyItemSchema),
  stats: z.object({
    /** Every finished quiz. */
    total: z.number().int(),
    /** Whole percent, rounded down; 0 before the first quiz. */
    average_score: z.number().int(),
    best_score: z.number().int(),
    exams_passed: z.number().int(),
    total_points: z.number().int(),
  }),
});
export type HistoryResponse = z.infer<typeof historyResponse>;

/** GET /api/user/user-categories-progress: one row per category. */
export const categoryProgressSchema = z.object({
  category_id: z.number().int(),
  slug: z.string(),
  category: z.string(),
  total_topics: z.number().int(),
  /** Distinct topics of the category with at least one finished quiz. */
  quizTaken: z.number().int(),
  /** Every finished quiz that touched the category. */
  quizTotaliEseguiti: z.number().int(),
  /** Questions answered in the category. */
  totalQuestions: z.number().int(),
  /** quizTaken / total_topics, whole percent. */
  percentage: z.number().int(),
});
export type CategoryProgress = z.infer<typeof categoryProgressSchema>;
export const categoriesProgressResponse = z.array(categoryProgressSchema);

export const quizTypeSchema = z.enum(['all', 'topic', 'mixed']);
export const certificationStatsQuery = z.object({ type: quizTypeSchema.optional() });
/** GET /api/user-certification-stats/{userId}/{certificationId}?type=all|topic|mixed */
export const certificationStatsResponse = z.object({
  certification_id: z.number().int(),
  type: quizTypeSchema,
  total_exams: z.number().int(),
  max_score: z.number().int(),
  average_score: z.number().int(),
});
export type CertificationStats = z.infer<typeof certificationStatsResponse>;

export const leaderboardQuery = z.object({ period: z.enum(['all', 'week']).optional() });
export const leaderboardEntrySchema = z.object({ rank: z.number().int(), id: z.number().int(), username: z.string(), total_points: z.number().int() });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
/** GET /api/leaderboard: the top 50, and the caller's own standing when logged in (even when hidden). */
export const leaderboardResponse = z.object({
  period: z.enum(['all', 'week']),
  items: z.array(leaderboardEntrySchema),
  me: z.object({ rank: z.number().int().nullable(), id: z.number().int(), username: z.string(), total_points: z.number().int(), hidden: z.boolean() }).nullable(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponse>;

/** PUT /api/user/leaderboard-visibility */
export const leaderboardVisibilityBody = z.object({ hidden: z.boolean() });
export const leaderboardVisibilityResponse = z.object({ hidden: z.boolean() });
export type LeaderboardVisibility = z.infer<typeof leaderboardVisibilityResponse>;

/** GET /api/attempts/{attemptId}/review: a finished attempt of one's own, question by question. */
export const attemptReviewResponse = z.object({
  attemptId: z.string(),
  mode: z.enum(['training', 'exam']),
  certification_name: z.string().nullable(),
  topic_title: z.string().nullable(),
  correctAnswers: z.number().int(),
  totalQuestions: z.number().int(),
  percentage: z.number().int(),
  passed: z.boolean(),
  date: z.string(),
  review: z.array(reviewItemSchema),
});
export type AttemptReview = z.infer<typeof attemptReviewResponse>;
