import { z } from 'zod';
import { LANGUAGES } from '../catalogue/languages';
import { userSchema } from './auth';
import { MAX_ID, recordId } from './catalogue';
import { plainText } from './text';

export const quizModeSchema = z.enum(['training', 'exam']);

/** An attempt's id: a random UUID the server made. */
export const attemptParams = z.object({ attemptId: z.uuid() });
/** A certification id, or 0 for a mixed quiz across certifications (or a category's). */
export const mixedQuizParams = z.object({
  id: z
    .string()
    .regex(/^(0|[1-9]\d{0,9})$/, 'a certification id, or 0')
    .transform(Number)
    .refine((id) => id <= MAX_ID, 'a certification id, or 0'),
});

export const questionsQuery = z.object({
  lang: z.enum(LANGUAGES).optional(),
  mode: quizModeSchema.optional(),
});

/** Mixed quizzes: an id of 0 means every certification, or those of `category` (a category slug). */
export const mixedQuestionsQuery = questionsQuery.extend({ category: plainText(64).optional() });

export const quizQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Shuffled; ids are stable, and `is_correct` is never sent before the question is answered. */
  answers: z.array(z.object({ id: z.number().int(), text: z.string() })),
  topic_id: z.number().int(),
  topic_title: z.string(),
  certification_id: z.number().int(),
  certification_name: z.string(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const attemptSchema = z.object({
  attemptId: z.string(),
  mode: quizModeSchema,
  /** Exams only: the time allowed. */
  durationSeconds: z.number().int().nullable(),
  questions: z.array(quizQuestionSchema),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const answerBody = z.object({ questionId: recordId, answerId: z.number().int().min(0).max(3) });
export type AnswerBody = z.infer<typeof answerBody>;

const answerFeedback = z.object({
  correct: z.boolean(),
  correctAnswerId: z.number().int(),
  explanation: z.string().nullable(),
  explanationLocked: z.boolean(),
});
export const answerResponse = z.union([answerFeedback, z.object({ recorded: z.literal(true) })]);
export type AnswerResponse = z.infer<typeof answerResponse>;

export const recordedAnswerSchema = z.object({ questionId: z.number().int(), answerId: z.number().int() }).extend(answerFeedback.partial().shape);
export type RecordedAnswer = z.infer<typeof recordedAnswerSchema>;

export const resumeResponse = attemptSchema.extend({
  answers: z.array(recordedAnswerSchema),
  remainingSeconds: z.number().int().nullable(),
  submitted: z.boolean(),
});
export type ResumedAttempt = z.infer<typeof resumeResponse>;

/** The spec's exam result payload plus our attemptId; the server ignores the client's counts and scores itself. */
export const saveExamBody = z.object({
  attemptId: z.uuid(),
  answers: z.array(answerBody).max(200).optional(),
  topicId: z.number().int().nullable().optional(),
  totalQuestions: z.number().int().optional(),
  correctAnswers: z.number().int().optional(),
  isExam: z.boolean().optional(),
  certification_id: z.number().int().nullable().optional(),
});
export type SaveExamBody = z.infer<typeof saveExamBody>;

export const reviewItemSchema = z.object({
  questionId: z.number().int(),
  question: z.string(),
  answers: z.array(z.object({ id: z.number().int(), text: z.string() })),
  chosenAnswerId: z.number().int().nullable(),
  correctAnswerId: z.number().int(),
  correct: z.boolean(),
  explanation: z.string().nullable(),
  explanationLocked: z.boolean(),
});

export const saveExamResponse = z.object({
  streakBonus: z.number().int(),
  /** The spec's field: the new badge's title (Italian, as stored). */
  awardedBadge: z.string().nullable(),
  /** Ours: the same badge's key, for clients that show it in the user's language. */
  awardedBadgeKey: z.string().nullable(),
  badgeAssigned: z.boolean(),
  updatedUser: userSchema,
  correctAnswers: z.number().int(),
  totalQuestions: z.number().int(),
  percentage: z.number().int(),
  passed: z.boolean(),
  points: z.number().int(),
  review: z.array(reviewItemSchema),
});
export type SaveExamResponse = z.infer<typeof saveExamResponse>;

export const createdResponse = z.object({ id: z.number().int() });

export const feedbackBody = z
  .object({
    questionId: recordId,
    topicId: recordId.nullable().optional(),
    type: z.enum(['positive', 'negative', 'report']),
    description: plainText(1000).optional(),
  })
  .refine((body) => body.type !== 'report' || Boolean(body.description), { message: 'a report needs a description', path: ['description'] });
export type FeedbackBody = z.infer<typeof feedbackBody>;

export const quizResultSchema = z.object({
  id: z.number().int(),
  certification_id: z.number().int().nullable(),
  certification_name: z.string().nullable(),
  topic_id: z.number().int().nullable(),
  topic_title: z.string().nullable(),
  /** Spec: negative for mixed quizzes, null for topic quizzes. */
  quiz_id: z.number().int().nullable(),
  mode: quizModeSchema,
  correct_answers: z.number().int(),
  total_questions: z.number().int(),
  percentage: z.number().int(),
  score: z.number().int(),
  passed: z.boolean(),
  date: z.string(),
  created_at: z.string(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;
