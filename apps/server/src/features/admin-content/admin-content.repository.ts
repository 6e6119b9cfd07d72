import { sql } from 'kysely';
import { containsPattern, likeEscaped } from '../../common/like';
import type { Db } from '../../db/database';

/** Both sides lower-cased by the database, so a name in any script matches itself (SQLite folds ASCII only). */
export async function categoryBySlugOrName(db: Db, slug: string, name: string) {
  return db
    .selectFrom('categories')
    .select(['id'])
    .where((eb) => eb.or([eb('slug', '=', slug), eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)]))]))
    .executeTakeFirst();
}

export async function categorySlugTaken(db: Db, slug: string): Promise<boolean> {
  return Boolean(await db.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirst());
}

export async function insertCategory(db: Db, row: { slug: string; name: string; total_questions: number; quiz_taken: number; created_at: string }) {
  const last = await db.selectFrom('categories').select((eb) => eb.fn.max('sort_order').as('n')).executeTakeFirst();
  return db
    .insertInto('categories')
    .values({ ...row, sort_order: Number(last?.n ?? 0) + 1 })
    .returning(['id', 'slug', 'name', 'total_questions', 'quiz_taken'])
    .executeTakeFirstOrThrow();
}

export async function findCategory(db: Db, id: number) {
  return db.selectFrom('categories').select(['id']).where('id', '=', id).executeTakeFirst();
}

export async function findCertification(db: Db, id: number) {
  return db.selectFrom('certifications').select(['id', 'slug', 'category_id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function listCertifications(db: Db) {
  return db.selectFrom('certifications').select(['id', 'slug']).execute();
}

/** Every title a certification's topics are known by (as entered and translated), to match a file's `topic`. */
export async function topicTitles(db: Db, certificationId: number) {
  const topics = await db.selectFrom('topics').select(['id', 'title', 'sort_order']).where('certification_id', '=', certificationId).orderBy('sort_order').orderBy('id').execute();
  const translations = topics.length
    ? await db.selectFrom('topic_translations').select(['topic_id', 'title']).where('topic_id', 'in', topics.map((topic) => topic.id)).execute()
    : [];
  return { topics, translations };
}

export async function findTopic(db: Db, id: number) {
  return db.selectFrom('topics').select(['id', 'certification_id', 'title']).where('id', '=', id).executeTakeFirst();
}

export async function insertTopic(db: Db, row: { certification_id: number; title: string; created_at: string }) {
  const last = await db.selectFrom('topics').select((eb) => eb.fn.max('sort_order').as('n')).where('certification_id', '=', row.certification_id).executeTakeFirst();
  return db
    .insertInto('topics')
    .values({ ...row, key: null, sort_order: last?.n === null || last?.n === undefined ? 0 : Number(last.n) + 1 })
    .returning(['id', 'title', 'certification_id', 'sort_order'])
    .executeTakeFirstOrThrow();
}

export interface NewQuestion {
  topicId: number;
  correctIndex: number;
  texts: { lang: string; question: string; answers: string[]; explanation: string | null }[];
}

/** An import's batch: its questions are written retired and tagged until the whole batch is published. */
export interface ImportBatch {
  id: string;
  startedAt: string;
}

/**
 * Inserts questions with their texts; those of an import `batch` go in retired and tagged with it,
 * `updated_at` = this chunk's time (the batch's sign of life). Ids come back from one multi-row insert;
 * both dialects number the rows of one statement in increasing order, so sorted ids match the order.
 */
export async function insertQuestions(db: Db, questions: NewQuestion[], now: string, batch?: ImportBatch): Promise<number[]> {
  if (questions.length === 0) return [];
  const pending = batch ? { created_at: batch.startedAt, retired_at: batch.startedAt, import_batch: batch.id } : { created_at: now };
  const inserted = await db
    .insertInto('questions')
    .values(questions.map((question) => ({ topic_id: question.topicId, key: null, difficulty: null, correct_index: question.correctIndex, updated_at: now, ...pending })))
    .returning('id')
    .execute();
  const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
  await db
    .insertInto('question_translations')
    .values(questions.flatMap((question, index) => question.texts.map((text) => ({ question_id: ids[index]!, lang: text.lang, question: text.question, answers: JSON.stringify(text.answers), explanation: text.explanation }))))
    .execute();
  return ids;
}

/** Makes a batch's questions live at once; the number of questions published. */
export async function publishBatch(db: Db, batchId: string, now: string): Promise<number> {
  const result = await db.updateTable('questions').set({ retired_at: null, import_batch: null, updated_at: now }).where('import_batch', '=', batchId).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the questions (and texts) of the given unpublished batches. */
export async function deleteBatches(db: Db, batchIds: string[]): Promise<void> {
  if (batchIds.length === 0) return;
  const inBatches = db.selectFrom('questions').select('id').where('import_batch', 'in', batchIds);
  await db.deleteFrom('question_translations').where('question_id', 'in', inBatches).execute();
  await db.deleteFrom('questions').where('import_batch', 'in', batchIds).execute();
}

/** Unpublished batches with no chunk written since `before`: their import died (a crash, a lost connection). */
export async function staleBatches(db: Db, before: string): Promise<string[]> {
  const rows = await db
    .selectFrom('questions')
    .select('import_batch')
    .where('import_batch', 'is not', null)
    .groupBy('import_batch')
    .having((eb) => eb.fn.max('updated_at'), '<', before)
    .execute();
  return rows.map((row) => row.import_batch!);
}

export interface ExportFilter {
  certificationId?: number;
}

/** Live questions with every translation, in catalogue order, for the CSV export. */
export async function exportRows(db: Db, filter: ExportFilter) {
  let query = db
    .selectFrom('questions')
    .innerJoin('topics', 'topics.id', 'questions.topic_id')
    .innerJoin('certifications', 'certifications.id', 'topics.certification_id')
    .innerJoin('question_translations as qt', 'qt.question_id', 'questions.id')
    .select(['questions.id', 'questions.correct_index', 'certifications.slug as certification', 'topics.title as topic', 'qt.lang', 'qt.question', 'qt.answers', 'qt.explanation'])
    .where('questions.retired_at', 'is', null)
    .orderBy('certifications.id')
    .orderBy('topics.sort_order')
    .orderBy('topics.id')
    .orderBy('questions.id')
    .orderBy(sql`case qt.lang when 'it' then 0 when 'en' then 1 when 'fr' then 2 else 3 end`);
  if (filter.certificationId !== undefined) query = query.where('topics.certification_id', '=', filter.certificationId);
  return query.execute();
}

export interface QuestionListFilter {
  certificationId?: number;
  topicId?: number;
  q?: string;
  status: 'live' | 'retired' | 'all';
  limit: number;
  offset: number;
}

function questionListQuery(db: Db, filter: QuestionListFilter) {
  let query = db
    .selectFrom('questions')
    .innerJoin('topics', 'topics.id', 'questions.topic_id')
    .innerJoin('certifications', 'certifications.id', 'topics.certification_id')
    // An import in progress is nobody's to see yet, not even as retired questions.
    .where('questions.import_batch', 'is', null);
  if (filter.certificationId !== undefined) query = query.where('topics.certification_id', '=', filter.certificationId);
  if (filter.topicId !== undefined) query = query.where('questions.topic_id', '=', filter.topicId);
  if (filter.status === 'live') query = query.where('questions.retired_at', 'is', null);
  if (filter.status === 'retired') query = query.where('questions.retired_at', 'is not', null);
  if (filter.q) {
    // Case-insensitive substring in any language; % and _ typed by the admin are literal.
    const pattern = containsPattern(filter.q);
    const asId = /^\d{1,9}$/.test(filter.q) ? Number(filter.q) : null;
    query = query.where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('question_translations as search')
            .select(sql.lit(1).as('one'))
            .whereRef('search.question_id', '=', 'questions.id')
            .where(likeEscaped(sql`lower(search.question)`, pattern)),
        ),
        eb('questions.key', '=', filter.q!),
        ...(asId !== null ? [eb('questions.id', '=', asId)] : []),
      ]),
    );
  }
  return query;
}

export async function listQuestions(db: Db, filter: QuestionListFilter) {
  const [rows, total] = await Promise.all([
    questionListQuery(db, filter)
      .select(['questions.id', 'questions.key', 'questions.topic_id', 'topics.title as topic_title', 'topics.certification_id', 'certifications.name as certification_name', 'questions.retired_at', 'questions.edited_at'])
      .orderBy('questions.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    questionListQuery(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function translationsOf(db: Db, questionIds: number[]) {
  if (questionIds.length === 0) return [];
  return db.selectFrom('question_translations').selectAll().where('question_id', 'in', questionIds).execute();
}

export async function findQuestion(db: Db, id: number) {
  return db
    .selectFrom('questions')
    .innerJoin('topics', 'topics.id', 'questions.topic_id')
    .innerJoin('certifications', 'certifications.id', 'topics.certification_id')
    .select(['questions.id', 'questions.key', 'questions.topic_id', 'questions.correct_index', 'questions.retired_at', 'questions.edited_at', 'topics.certification_id', 'certifications.name as certification_name'])
    .where('questions.id', '=', id)
    .where('questions.import_batch', 'is', null)
    .executeTakeFirst();
}

export async function revisionCount(db: Db, questionId: number): Promise<number> {
  const row = await db.selectFrom('question_revisions').select((eb) => eb.fn.count<number>('replaced_at').distinct().as('n')).where('question_id', '=', questionId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertRevisions(db: Db, rows: { question_id: number; lang: string; question: string; answers: string; explanation: string | null; correct_index: number; replaced_at: string; edited_by: number }[]) {
  if (rows.length) await db.insertInto('question_revisions').values(rows).execute();
}

export async function upsertTranslation(db: Db, row: { question_id: number; lang: string; question: string; answers: string; explanation: string | null }) {
  await db
    .insertInto('question_translations')
    .values(row)
    .onConflict((oc) => oc.columns(['question_id', 'lang']).doUpdateSet((eb) => ({ question: eb.ref('excluded.question'), answers: eb.ref('excluded.answers'), explanation: eb.ref('excluded.explanation') })))
    .execute();
}

export async function updateQuestion(db: Db, id: number, values: { topic_id?: number; correct_index?: number; retired_at?: string | null; edited_at?: string; updated_at: string }) {
  await db.updateTable('questions').set(values).where('id', '=', id).execute();
}
