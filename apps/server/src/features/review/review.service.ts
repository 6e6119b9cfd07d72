import {
  DEFAULT_LANGUAGE,
  RECENT_EXAMS,
  knownProbability,
  readinessEstimate,
  readinessLevel,
  startOfNextLocalDay,
  topicMastery,
  type Language,
  type Readiness,
  type ReviewSummary,
} from '@certamen/shared';
import { cardsInTopics } from '../../common/review-cards';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/tables';
import { NotFoundError } from '../../http/errors';
import * as repository from './review.repository';

const DAY_MS = 86_400_000;

/** Spaced review and readiness, read from the learner's own cards (docs/product.md, Spaced review and readiness). */
export function createReviewService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    /** Per certification the learner has answered questions of: due today, learned, total. */
    async summary(user: UserRow): Promise<ReviewSummary> {
      const at = now();
      const dueBy = startOfNextLocalDay(at, user.time_zone).toISOString();
      const counts = new Map<number, { due_today: number; learned: number }>();
      for (const card of await repository.cardsByCertification(db, user.id)) {
        const entry = counts.get(card.certification_id) ?? { due_today: 0, learned: 0 };
        if (card.due < dueBy) entry.due_today += 1;
        if (card.last_correct === 1) entry.learned += 1;
        counts.set(card.certification_id, entry);
      }
      const ids = [...counts.keys()];
      const [certifications, totals] = await Promise.all([repository.certificationsByIds(db, ids), repository.liveQuestionsPerCertification(db, ids)]);
      return {
        items: certifications.map((certification) => ({
          certification_id: certification.id,
          certification_name: certification.name,
          slug: certification.slug,
          ...counts.get(certification.id)!,
          total: totals.get(certification.id) ?? 0,
        })),
      };
    },

    /**
     * Mastery per topic and readiness for one certification (model: docs/decisions.md, Spaced review and
     * readiness): a topic's mastery is the mean chance of answering its questions right now, unseen ones
     * counting 0; readiness weights topics by their share of the bank and blends in recent mock exams.
     */
    async readiness(user: UserRow, certificationId: number, lang: Language = DEFAULT_LANGUAGE): Promise<Readiness> {
      if (!(await repository.findCertification(db, certificationId))) throw new NotFoundError(`No certification with id ${certificationId}`);
      const at = now();
      const dueBy = startOfNextLocalDay(at, user.time_zone).toISOString();
      const topics = await repository.topicsWithQuestionCounts(db, certificationId, lang);
      const cards = await cardsInTopics(db, user.id, topics.map((topic) => topic.id));
      const since = new Date(at.getTime() - RECENT_EXAMS.days * DAY_MS).toISOString();
      const exams = (await repository.recentExamPercentages(db, user.id, certificationId, since, RECENT_EXAMS.count)).map((percentage) => percentage / 100);
      const totalQuestions = topics.reduce((sum, topic) => sum + topic.questions, 0);
      const mastery = topics.map((topic) => {
        const own = cards.filter((entry) => entry.topic_id === topic.id);
        return {
          topic_id: topic.id,
          title: topic.title,
          answered: own.length,
          mastery: topicMastery(own.map((entry) => knownProbability(entry.card, at)), topic.questions),
          due: own.filter((entry) => entry.card.due < dueBy).length,
          weight: totalQuestions > 0 ? topic.questions / totalQuestions : 0,
        };
      });
      const readiness = readinessEstimate(mastery, exams);
      return { certification_id: certificationId, readiness, level: readinessLevel(readiness), exams_counted: exams.length, topics: mastery };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
