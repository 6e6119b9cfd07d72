import { DEFAULT_LANGUAGE, facilityIndex, ITEM_ANALYSIS, pointBiserial, triageFlags, type Language, type QuestionStatsItem, type QuestionStatsResponse } from '@certamen/shared';
import type { Db } from '../../db/database';
import * as repository from './question-stats.repository';

type Stats = Omit<QuestionStatsItem, 'question' | 'topic_title' | 'certification_name'>;

/** Four decimals: what a person reads, and stable against float noise in the database's sums. */
const round4 = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 10_000);

/**
 * docs/product.md, Administration, question statistics: facility and discrimination per question from the
 * stored first answers, and the triage list of the questions to look at first.
 */
export function createQuestionStatsService({ db }: { db: Db }) {
  return {
    async list(query: { view: 'triage' | 'all'; certificationId?: number; lang?: Language; page: number; pageSize: number }): Promise<QuestionStatsResponse> {
      const [sums, reports] = await Promise.all([repository.answerSums(db, query.certificationId), repository.openReports(db, query.certificationId)]);
      const byQuestion = new Map<number, Stats>();
      for (const row of sums) {
        const facility = facilityIndex(row.answers, row.correct);
        const discrimination = pointBiserial({ n: row.d_n, sumX: row.d_x, sumY: row.d_y, sumYY: row.d_yy, sumXY: row.d_xy });
        byQuestion.set(row.question_id, {
          question_id: row.question_id,
          topic_id: row.topic_id,
          certification_id: row.certification_id,
          answers: row.answers,
          correct: row.correct,
          facility,
          discrimination,
          discrimination_answers: row.d_n,
          open_reports: 0,
          flags: [],
        });
      }
      for (const row of reports) {
        const stats = byQuestion.get(row.question_id) ?? {
          question_id: row.question_id,
          topic_id: row.topic_id,
          certification_id: row.certification_id,
          answers: 0,
          correct: 0,
          facility: null,
          discrimination: null,
          discrimination_answers: 0,
          open_reports: 0,
          flags: [],
        };
        stats.open_reports = row.reports;
        byQuestion.set(row.question_id, stats);
      }
      let items = [...byQuestion.values()];
      for (const item of items) {
        item.flags = triageFlags({ answers: item.answers, facility: item.facility, discriminationAnswers: item.discrimination_answers, discrimination: item.discrimination, openReports: item.open_reports });
      }
      if (query.view === 'triage') {
        items = items.filter((item) => item.flags.length > 0);
        // Reports first (a learner is waiting), then the questions with most reasons, then the most answered.
        items.sort((a, b) => b.open_reports - a.open_reports || b.flags.length - a.flags.length || b.answers - a.answers || a.question_id - b.question_id);
      } else {
        items.sort((a, b) => b.answers - a.answers || a.question_id - b.question_id);
      }
      const total = items.length;
      const page = items.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
      const texts = new Map((await repository.questionTexts(db, page.map((item) => item.question_id), query.lang ?? DEFAULT_LANGUAGE)).map((row) => [row.id, row]));
      return {
        items: page.map((item) => ({
          ...item,
          facility: round4(item.facility),
          discrimination: round4(item.discrimination),
          question: texts.get(item.question_id)?.question ?? null,
          topic_title: texts.get(item.question_id)?.topic_title ?? null,
          certification_name: texts.get(item.question_id)?.certification_name ?? '',
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
        thresholds: { ...ITEM_ANALYSIS },
      };
    },
  };
}

export type QuestionStatsService = ReturnType<typeof createQuestionStatsService>;
