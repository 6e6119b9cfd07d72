import { BADGES, DEFAULT_LANGUAGE, type CategoryProgress, type CertificationStats, type HistoryItem, type HistoryResponse, type Language, type StreakResponse, type UserBadge } from '@certamen/shared';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../http/errors';
import * as repository from './progress.repository';

const HISTORY_PAGE = 20;
const average = (sum: number, count: number) => (count > 0 ? Math.floor(sum / count) : 0);

function toHistoryItem(row: Awaited<ReturnType<typeof repository.resultsPage>>[number]): HistoryItem {
  return {
    id: row.id,
    attempt_id: row.attempt_id,
    certification_id: row.certification_id,
    certification_name: row.certification_name,
    topic_id: row.topic_id,
    topic_title: row.topic_title ?? row.topic_default_title,
    // The spec's convention: negative for a mixed quiz, null for a topic quiz.
    quiz_id: row.topic_id ? null : -(row.certification_id ?? row.category_id ?? 1),
    mode: row.mode,
    correct_answers: row.correct_answers,
    total_questions: row.total_questions,
    percentage: row.percentage,
    score: row.points + row.streak_bonus,
    passed: row.passed === 1,
    date: row.created_at,
    date_taken: row.created_at,
    created_at: row.created_at,
  };
}

export function createProgressService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  async function learner(userId: number) {
    const row = await repository.findUserProgress(db, userId);
    if (!row) throw new NotFoundError(`No user with id ${userId}`);
    return row;
  }

  return {
    async streak(userId: number): Promise<StreakResponse> {
      const row = await learner(userId);
      return { current_streak: row.current_streak, best_streak: row.best_streak, last_day: row.last_streak_day, freezes: row.streak_freezes };
    },

    /** Every badge of the catalogue, earned or not, titled in `lang`. */
    async badges(userId: number, lang: Language = DEFAULT_LANGUAGE): Promise<UserBadge[]> {
      const earned = new Map((await repository.badgesOf(db, userId)).map((row) => [row.key, row]));
      return BADGES.flatMap((badge) => {
        const row = earned.get(badge.key);
        if (!row) return [];
        return [{ id: row.id, key: badge.key, title: badge.title[lang], description: badge.description[lang], image: `/badges/${badge.key}.svg`, earned: row.awarded_at !== null, awarded_at: row.awarded_at }];
      });
    },

    async history(userId: number, page: { limit?: number; offset?: number }, lang: Language = DEFAULT_LANGUAGE): Promise<HistoryResponse> {
      const totals = await learner(userId);
      const rows = await repository.resultsPage(db, userId, { limit: page.limit ?? HISTORY_PAGE, offset: page.offset ?? 0 }, lang);
      return {
        items: rows.map(toHistoryItem),
        stats: {
          total: totals.quizzes_completed,
          average_score: average(totals.percentage_sum, totals.quizzes_completed),
          best_score: totals.best_percentage,
          exams_passed: totals.exams_passed,
          total_points: totals.total_points,
        },
      };
    },

    /** Per category: topics practised out of all, quizzes finished, questions answered. */
    async categoriesProgress(userId: number): Promise<CategoryProgress[]> {
      await learner(userId);
      const [categories, topics, quizzes] = await Promise.all([repository.topicsPerCategory(db), repository.topicProgressByCategory(db, userId), repository.quizzesByCategory(db, userId)]);
      const topicsBy = new Map(topics.map((row) => [row.category_id, row]));
      const quizzesBy = new Map(quizzes.map((row) => [row.category_id, Number(row.quizzes ?? 0)]));
      return categories.map((category) => {
        const total = Number(category.total_topics);
        const taken = Number(topicsBy.get(category.id)?.topics_practised ?? 0);
        return {
          category_id: category.id,
          slug: category.slug,
          category: category.name,
          total_topics: total,
          quizTaken: taken,
          quizTotaliEseguiti: quizzesBy.get(category.id) ?? 0,
          totalQuestions: Number(topicsBy.get(category.id)?.questions ?? 0),
          percentage: total > 0 ? Math.floor((taken * 100) / total) : 0,
        };
      });
    },

    async certificationStats(userId: number, certificationId: number, type: 'all' | 'topic' | 'mixed' = 'all'): Promise<CertificationStats> {
      await learner(userId);
      if (!(await repository.certificationExists(db, certificationId))) throw new NotFoundError(`No certification with id ${certificationId}`);
      const rows = await repository.certificationStats(db, userId, certificationId, type === 'all' ? ['topic', 'mixed'] : [type]);
      const total = rows.reduce((sum, row) => sum + row.total, 0);
      return {
        certification_id: certificationId,
        type,
        total_exams: total,
        max_score: rows.reduce((best, row) => Math.max(best, row.max_score), 0),
        average_score: average(rows.reduce((sum, row) => sum + row.score_sum, 0), total),
      };
    },

    /** Every finished quiz, newest first: the spec's plain array (GET /api/quiz-results). */
    async results(userId: number, lang: Language = DEFAULT_LANGUAGE): Promise<HistoryItem[]> {
      return (await repository.resultsPage(db, userId, null, lang)).map(toHistoryItem);
    },

    async setHiddenFromLeaderboard(userId: number, hidden: boolean) {
      await repository.setHiddenFromLeaderboard(db, userId, hidden, now().toISOString());
      return { hidden };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
