import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Every query of the question statistics. */

export interface AnswerSumsRow {
  question_id: number;
  topic_id: number;
  certification_id: number;
  answers: number;
  correct: number;
  d_n: number;
  d_x: number;
  d_y: number;
  d_yy: number;
  d_xy: number;
}

const certificationFilter = (certificationId: number | undefined) => (certificationId ? sql`and tp.certification_id = ${certificationId}` : sql``);

/**
 * One pass over the first answers (attempt_answers holds one row per attempt and question): per question
 * the answers and right ones, and the sums of the corrected point-biserial (rules/item-analysis.ts) over
 * answers in attempts with two answers or more, where y is the share right of the attempt's other answers.
 * Retired questions are left out: they are no longer served.
 */
export async function answerSums(db: Db, certificationId: number | undefined): Promise<AnswerSumsRow[]> {
  const rest = sql`(cast(a.c - a.correct as double precision) / (a.m - 1))`;
  // Window sums give each answer its attempt's size and score in the same pass (no self-join).
  const result = await sql<AnswerSumsRow>`
    with answers as (
      select question_id, correct,
        count(*) over (partition by attempt_id) as m,
        sum(correct) over (partition by attempt_id) as c
      from attempt_answers
    )
    select a.question_id, q.topic_id, tp.certification_id,
      count(*) as answers,
      sum(a.correct) as correct,
      sum(case when a.m >= 2 then 1 else 0 end) as d_n,
      sum(case when a.m >= 2 then a.correct else 0 end) as d_x,
      sum(case when a.m >= 2 then ${rest} else 0 end) as d_y,
      sum(case when a.m >= 2 then ${rest} * ${rest} else 0 end) as d_yy,
      sum(case when a.m >= 2 then a.correct * ${rest} else 0 end) as d_xy
    from answers a
    join questions q on q.id = a.question_id
    join topics tp on tp.id = q.topic_id
    where q.retired_at is null ${certificationFilter(certificationId)}
    group by a.question_id, q.topic_id, tp.certification_id
  `.execute(db);
  return result.rows.map((row) => ({
    question_id: Number(row.question_id),
    topic_id: Number(row.topic_id),
    certification_id: Number(row.certification_id),
    answers: Number(row.answers),
    correct: Number(row.correct),
    d_n: Number(row.d_n),
    d_x: Number(row.d_x),
    d_y: Number(row.d_y),
    d_yy: Number(row.d_yy),
    d_xy: Number(row.d_xy),
  }));
}

/** Active reports per question (index question_feedback_question). */
export async function openReports(db: Db, certificationId: number | undefined) {
  const result = await sql<{ question_id: number; topic_id: number; certification_id: number; reports: number }>`
    select f.question_id, q.topic_id, tp.certification_id, count(*) as reports
    from question_feedback f
    join questions q on q.id = f.question_id
    join topics tp on tp.id = q.topic_id
    where f.archived = 0 and f.type = 'report' and q.retired_at is null ${certificationFilter(certificationId)}
    group by f.question_id, q.topic_id, tp.certification_id
  `.execute(db);
  return result.rows.map((row) => ({ question_id: Number(row.question_id), topic_id: Number(row.topic_id), certification_id: Number(row.certification_id), reports: Number(row.reports) }));
}

/** Texts of one page of questions: in `lang`, else Italian. */
export function questionTexts(db: Db, ids: number[], lang: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('questions as q')
    .innerJoin('topics as t', 't.id', 'q.topic_id')
    .innerJoin('certifications as c', 'c.id', 't.certification_id')
    .leftJoin('question_translations as qt', (join) => join.onRef('qt.question_id', '=', 'q.id').on('qt.lang', '=', lang))
    .leftJoin('question_translations as qi', (join) => join.onRef('qi.question_id', '=', 'q.id').on('qi.lang', '=', 'it'))
    .leftJoin('topic_translations as tt', (join) => join.onRef('tt.topic_id', '=', 't.id').on('tt.lang', '=', lang))
    .select((eb) => ['q.id', eb.fn.coalesce('qt.question', 'qi.question').as('question'), eb.fn.coalesce('tt.title', 't.title').as('topic_title'), 'c.name as certification_name'])
    .where('q.id', 'in', ids)
    .execute();
}
