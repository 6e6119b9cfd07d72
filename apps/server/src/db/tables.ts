import type { QuizMode, ReviewCardState } from '@certamen/shared';
import type { Generated, Insertable, Selectable } from 'kysely';

/** Timestamps are ISO-8601 strings in UTC; booleans are 0/1 integers (portable across both dialects). */
type Timestamp = string;
type Flag = number;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: uniqueness ignores case. */
  username_key: string;
  /** The name with look-alike letters folded (rules/username.ts): unique, so impostor names are refused. */
  username_skeleton: string | null;
  /** Stored lower-cased. */
  email: string;
  password_hash: string;
  role: Generated<string>;
  is_premium: Generated<Flag>;
  avatar_url: string | null;
  language: Generated<string>;
  time_zone: Generated<string>;
  current_streak: Generated<number>;
  best_streak: Generated<number>;
  last_streak_day: string | null;
  total_points: Generated<number>;
  /** Bumped to invalidate every token issued before (logout everywhere, password reset). */
  token_version: Generated<number>;
  hidden_from_leaderboard: Generated<Flag>;
  /** Aggregates of the learner's finished quizzes, kept by save-exam. */
  quizzes_completed: Generated<number>;
  percentage_sum: Generated<number>;
  best_percentage: Generated<number>;
  exams_passed: Generated<number>;
  /** Streak freezes held (rules/streak.ts), 0-2. */
  streak_freezes: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  total_questions: Generated<number>;
  quiz_taken: Generated<number>;
  sort_order: Generated<number>;
  created_at: Timestamp;
}

export interface CertificationsTable {
  id: Generated<number>;
  slug: string;
  category_id: number;
  name: string;
  vendor: string;
  exam_minutes: number | null;
  exam_questions: number | null;
  created_at: Timestamp;
}

export interface TopicsTable {
  id: Generated<number>;
  certification_id: number;
  /** Stable key from the question bank; null for topics an admin added. */
  key: string | null;
  /** The title as entered; translations live in topic_translations. */
  title: string;
  sort_order: Generated<number>;
  created_at: Timestamp;
}

export interface TopicTranslationsTable {
  topic_id: number;
  lang: string;
  title: string;
}

export interface QuestionsTable {
  id: Generated<number>;
  topic_id: number;
  /** Stable id from the question bank (e.g. ccna-001); null for questions an admin added. */
  key: string | null;
  difficulty: string | null;
  /** Index 0-3 of the right answer, the same in every language. */
  correct_index: number;
  /** Set when the question left the bank: no longer served, still referenced by old results. */
  retired_at: Timestamp | null;
  /** Set when an admin edited, retired or restored it: the start-up seed then leaves it alone. */
  edited_at: Timestamp | null;
  /** The import writing it, while that import runs (the row is retired meanwhile); null once published. */
  import_batch: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A question's text (one language) as it was before an admin's edit replaced it at `replaced_at`. */
export interface QuestionRevisionsTable {
  id: Generated<number>;
  question_id: number;
  lang: string;
  question: string;
  answers: string;
  explanation: string | null;
  correct_index: number;
  replaced_at: Timestamp;
  edited_by: number | null;
}

export interface QuestionTranslationsTable {
  question_id: number;
  lang: string;
  question: string;
  /** JSON array of the four answers, in the question's canonical order. */
  answers: string;
  explanation: string | null;
}

export interface QuizAttemptsTable {
  /** Random UUID made by the app: the client holds it, so it must not be guessable. */
  id: string;
  user_id: number;
  mode: QuizMode;
  lang: string;
  topic_id: number | null;
  certification_id: number | null;
  category_id: number | null;
  /** JSON: [{ q: questionId, a: [answer indexes in the order shown] }], in the order served. */
  layout: string;
  duration_seconds: number | null;
  started_at: Timestamp;
  submitted_at: Timestamp | null;
}

export interface AttemptAnswersTable {
  attempt_id: string;
  question_id: number;
  answer_index: number;
  correct: Flag;
  answered_at: Timestamp;
}

export interface QuizResultsTable {
  id: Generated<number>;
  /** One result per attempt: a second submit finds it instead of counting again. */
  attempt_id: string | null;
  user_id: number;
  certification_id: number | null;
  topic_id: number | null;
  category_id: number | null;
  mode: QuizMode;
  is_exam: Flag;
  correct_answers: number;
  total_questions: number;
  percentage: number;
  points: number;
  /** Kept so that a repeated submit answers exactly what the first one did. */
  streak_bonus: Generated<number>;
  /** Key of the badge this result earned first, if any. */
  awarded_badge: string | null;
  passed: Flag;
  created_at: Timestamp;
}

export interface BadgesTable {
  id: Generated<number>;
  key: string;
  title: string;
  description: string | null;
  image: string | null;
  created_at: Timestamp;
}

export interface UserBadgesTable {
  user_id: number;
  badge_id: number;
  awarded_at: Timestamp;
}

export interface QuestionFeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  question_id: number;
  topic_id: number | null;
  type: string;
  description: string | null;
  archived: Generated<Flag>;
  created_at: Timestamp;
}

export interface PremiumInterestTable {
  id: Generated<number>;
  user_id: number | null;
  answer: string;
  email: string | null;
  feedback: string | null;
  lang: string | null;
  price_suggestion: string | null;
  created_at: Timestamp;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token; the token itself is only ever in the e-mail. */
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface UserDailyPointsTable {
  user_id: number;
  /** The learner's local calendar day, YYYY-MM-DD. */
  day: string;
  points: number;
}

export interface UserWeeklyPointsTable {
  user_id: number;
  /** The UTC Monday the week starts on, YYYY-MM-DD. */
  week: string;
  points: number;
}

export interface UserQuestionPointsTable {
  user_id: number;
  question_id: number;
  last_day: string;
}

export interface UserTopicProgressTable {
  user_id: number;
  topic_id: number;
  quizzes: number;
  questions: number;
}

export interface UserCertificationStatsTable {
  user_id: number;
  certification_id: number;
  quiz_type: 'topic' | 'mixed';
  total: number;
  max_score: number;
  score_sum: number;
}

/** One learner's FSRS card for one question: the columns are the rule's card state (rules/spaced-review.ts). */
export interface ReviewCardsTable extends ReviewCardState {
  user_id: number;
  question_id: number;
}

export interface Database {
  users: UsersTable;
  categories: CategoriesTable;
  certifications: CertificationsTable;
  topics: TopicsTable;
  topic_translations: TopicTranslationsTable;
  questions: QuestionsTable;
  question_translations: QuestionTranslationsTable;
  question_revisions: QuestionRevisionsTable;
  quiz_attempts: QuizAttemptsTable;
  attempt_answers: AttemptAnswersTable;
  quiz_results: QuizResultsTable;
  badges: BadgesTable;
  user_badges: UserBadgesTable;
  question_feedback: QuestionFeedbackTable;
  premium_interest: PremiumInterestTable;
  password_reset_tokens: PasswordResetTokensTable;
  user_daily_points: UserDailyPointsTable;
  user_weekly_points: UserWeeklyPointsTable;
  user_question_points: UserQuestionPointsTable;
  user_topic_progress: UserTopicProgressTable;
  user_certification_stats: UserCertificationStatsTable;
  review_cards: ReviewCardsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
