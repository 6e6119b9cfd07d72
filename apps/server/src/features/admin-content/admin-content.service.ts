import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  ADMIN_QUESTIONS_PAGE,
  ANSWER_MAX,
  ERROR_CODES,
  EXPLANATION_MAX,
  IMPORT_MAX_QUESTIONS,
  LANGUAGES,
  QUESTION_MAX,
  findCertification as findCatalogueCertification,
  isLanguage,
  isPlainText,
  type AddCategoryBody,
  type AddQuizBody,
  type AddTopicBody,
  type AdminQuestion,
  type AdminQuestionsResponse,
  type ImportFormat,
  type ImportReason,
  type ImportResponse,
  type ImportRowError,
  type Language,
  type QuestionText,
} from '@certamen/shared';
import { isUniqueViolation } from '../../common/db-errors';
import type { Db } from '../../db/database';
import { HttpError, NotFoundError } from '../../http/errors';
import * as repository from './admin-content.repository';
import { FileEncodingError, decodeFile, readAiken, readCsv, readGift, writeCsv, type FileRow } from './question-files';

/** Rows validated between two yields, and questions per insert: small enough that other requests are served in between. */
const VALIDATE_CHUNK = 250;
const INSERT_CHUNK = 100;
/**
 * An unpublished import batch with no chunk written for this long belongs to an import that died: a
 * chunk takes milliseconds, so a live import is never this quiet (docs/decisions.md, Administration).
 */
const IMPORT_ABANDONED_AFTER_MS = 60_000;
/** A file with more refused rows than this lists the first ones only. */
const MAX_LISTED_ERRORS = 1000;

const invalid = (field: string, message: string) => new HttpError(400, ERROR_CODES.validation, message, [{ path: `/${field}`, message }]);
const conflict = (field: string, message: string) => new HttpError(409, ERROR_CODES.conflict, message, [{ path: `/${field}`, message }]);

/** A URL-friendly slug for a new category (accents dropped); empty for a name without Latin letters or digits. */
function slugify(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
}

const normalizeTitle = (title: string) => title.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

interface ImportOptions {
  format: ImportFormat;
  certificationId?: number;
  topicId?: number;
  lang?: Language;
}

export function createAdminContentService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  /** A topic title in a certification resolved to its id (as entered first, then any translation). */
  async function topicResolver() {
    const cache = new Map<number, Map<string, number>>();
    return async (certificationId: number, title: string): Promise<number | undefined> => {
      let titles = cache.get(certificationId);
      if (!titles) {
        const { topics, translations } = await repository.topicTitles(db, certificationId);
        titles = new Map();
        for (const row of translations) titles.set(normalizeTitle(row.title), row.topic_id);
        for (const row of topics) titles.set(normalizeTitle(row.title), row.id);
        cache.set(certificationId, titles);
      }
      return titles.get(normalizeTitle(title));
    };
  }

  async function certificationResolver() {
    const rows = await repository.listCertifications(db);
    const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
    const ids = new Set(rows.map((row) => row.id));
    return (value: string): number | undefined => {
      const text = value.trim().toLowerCase();
      if (/^\d+$/.test(text)) return ids.has(Number(text)) ? Number(text) : undefined;
      return bySlug.get(text) ?? bySlug.get(findCatalogueCertification(text)?.slug ?? '');
    };
  }

  /** One file row checked field by field: its errors, or the question text it carries. */
  function checkText(row: FileRow, errors: ImportRowError[]) {
    const fail = (field: string, reason: ImportReason) => errors.push({ row: row.row, field, reason });
    const text = (value: string | null, field: string, max: number, isRequired: boolean): string | null => {
      const trimmed = (value ?? '').trim();
      if (!trimmed) {
        if (isRequired) fail(field, 'required');
        return null;
      }
      if (trimmed.length > max) fail(field, 'too_long');
      else if (!isPlainText(trimmed)) fail(field, 'invalid_text');
      return trimmed;
    };
    const question = text(row.question, 'question', QUESTION_MAX, true);
    const answers = row.answers.map((answer, index) => text(answer, `answer_${index + 1}`, ANSWER_MAX, true));
    const explanation = text(row.explanation, 'explanation', EXPLANATION_MAX, false);
    const correct = /^[1-4]$/.test(row.correct) ? Number(row.correct) - 1 : null;
    if (correct === null) fail('correct_answer', row.correct ? 'invalid_correct_answer' : 'required');
    return { question, answers, explanation, correct };
  }

  /**
   * Every row validated; rows with the same `id` (group) become one question in several languages. A
   * question without Italian gets its first language's text as Italian: every language falls back to it.
   */
  async function validate(rows: FileRow[], options: ImportOptions) {
    const errors: ImportRowError[] = [];
    const resolveTopic = await topicResolver();
    const resolveCertification = await certificationResolver();
    const fixedTopic = options.topicId !== undefined ? await repository.findTopic(db, options.topicId) : undefined;
    if (options.topicId !== undefined && !fixedTopic) throw invalid('topicId', 'No topic with that id.');
    const defaultCertification = options.certificationId ?? fixedTopic?.certification_id;
    const groups = new Map<string, { row: number; topicId: number; correctIndex: number; texts: repository.NewQuestion['texts'] }>();
    const order: string[] = [];
    for (let start = 0; start < rows.length; start += VALIDATE_CHUNK) {
      if (start > 0) await yieldToEventLoop();
      for (const row of rows.slice(start, start + VALIDATE_CHUNK)) {
        const before = errors.length;
        const fail = (field: string, reason: ImportReason) => errors.push({ row: row.row, field, reason });
        const { question, answers, explanation, correct } = checkText(row, errors);
        const lang = row.language === null ? (options.lang ?? 'it') : row.language.trim().toLowerCase();
        if (!isLanguage(lang)) fail('language', 'invalid_language');
        let certificationId = defaultCertification;
        if (row.certification !== null) {
          certificationId = resolveCertification(row.certification);
          if (certificationId === undefined) fail('certification', 'unknown_certification');
        } else if (certificationId === undefined && row.topic !== null) fail('certification', 'required');
        let topicId: number | undefined;
        if (row.topic !== null) {
          if (certificationId !== undefined) {
            topicId = await resolveTopic(certificationId, row.topic);
            if (topicId === undefined) fail('topic', 'unknown_topic');
          }
        } else if (fixedTopic && (certificationId === undefined || certificationId === fixedTopic.certification_id)) topicId = fixedTopic.id;
        else fail('topic', 'required');
        if (errors.length > before) continue;
        const text = { lang, question: question!, answers: answers as string[], explanation };
        const key = row.group ?? `row:${row.row}`;
        const group = groups.get(key);
        if (!group) {
          if (groups.size >= IMPORT_MAX_QUESTIONS) {
            fail('row', 'too_many');
            continue;
          }
          groups.set(key, { row: row.row, topicId: topicId!, correctIndex: correct!, texts: [text] });
          order.push(key);
          continue;
        }
        if (group.texts.some((existing) => existing.lang === lang)) fail('language', 'duplicate_language');
        else if (group.topicId !== topicId) fail('topic', 'inconsistent_translation');
        else if (group.correctIndex !== correct) fail('correct_answer', 'inconsistent_translation');
        else group.texts.push(text);
      }
    }
    const questions = order.map((key) => {
      const group = groups.get(key)!;
      if (!group.texts.some((text) => text.lang === 'it')) group.texts.push({ ...group.texts[0]!, lang: 'it' });
      return group;
    });
    return { questions, errors };
  }

  /** Deletes the unpublished batches of imports that died (a crash, a lost database connection). */
  async function discardAbandonedImports(): Promise<void> {
    const before = new Date(now().getTime() - IMPORT_ABANDONED_AFTER_MS).toISOString();
    await repository.deleteBatches(db, await repository.staleBatches(db, before));
  }

  /**
   * All or nothing as anyone sees it, without holding the database: each chunk is its own short
   * transaction writing retired questions tagged with this import's batch, which no quiz, count or admin
   * list shows; one last transaction publishes the whole batch at once. On failure or a cancelled upload
   * the batch is deleted (docs/decisions.md, Administration).
   */
  async function insertAll(questions: repository.NewQuestion[], signal?: AbortSignal): Promise<void> {
    const cancelled = () => {
      if (signal?.aborted) throw new HttpError(400, ERROR_CODES.validation, 'The upload was cancelled: nothing was imported.');
    };
    cancelled();
    await discardAbandonedImports();
    const batch = { id: randomUUID(), startedAt: now().toISOString() };
    try {
      for (let start = 0; start < questions.length; start += INSERT_CHUNK) {
        if (start > 0) await yieldToEventLoop();
        cancelled();
        const chunk = questions.slice(start, start + INSERT_CHUNK);
        await db.transaction().execute((trx) => repository.insertQuestions(trx, chunk, now().toISOString(), batch));
      }
      await yieldToEventLoop();
      cancelled();
      await db.transaction().execute(async (trx) => {
        // Fewer rows than written means another process took the batch for abandoned: publish none of it.
        const published = await repository.publishBatch(trx, batch.id, now().toISOString());
        if (published !== questions.length) throw new Error(`Import batch ${batch.id} lost rows: ${published} of ${questions.length} left.`);
      });
    } catch (error) {
      // If this fails too, the start-up (or the next import) deletes the batch as abandoned.
      await repository.deleteBatches(db, [batch.id]).catch(() => undefined);
      throw error;
    }
  }

  async function certificationOf(id: number, field: string) {
    const certification = await repository.findCertification(db, id);
    if (!certification) throw invalid(field, 'No certification with that id.');
    return certification;
  }

  async function questionDetail(id: number): Promise<AdminQuestion> {
    const row = await repository.findQuestion(db, id);
    if (!row) throw new NotFoundError('No question with that id.');
    const texts = await repository.translationsOf(db, [id]);
    const translations = Object.fromEntries(LANGUAGES.map((lang) => {
      const text = texts.find((candidate) => candidate.lang === lang);
      return [lang, text ? { question: text.question, answers: JSON.parse(text.answers) as string[], explanation: text.explanation } : null];
    })) as AdminQuestion['translations'];
    return {
      id: row.id,
      key: row.key,
      topic_id: row.topic_id,
      certification_id: row.certification_id,
      certification_name: row.certification_name,
      correct_index: row.correct_index,
      translations,
      retired: row.retired_at !== null,
      retired_at: row.retired_at,
      edited_at: row.edited_at,
      revisions: await repository.revisionCount(db, id),
    };
  }

  return {
    async addCategory(body: AddCategoryBody) {
      const nameTaken = () => conflict('name', 'A category with this name already exists.');
      let slug = slugify(body.name);
      if (await repository.categoryBySlugOrName(db, slug, body.name)) throw nameTaken();
      // A name in another script has no slug of its own: it gets the first free `categoria-N`.
      for (let n = 1; !slug; n++) if (!(await repository.categorySlugTaken(db, `categoria-${n}`))) slug = `categoria-${n}`;
      try {
        const row = await repository.insertCategory(db, { slug, name: body.name, total_questions: body.totalQuestions, quiz_taken: body.quizTaken, created_at: now().toISOString() });
        return { id: row.id, slug: row.slug, name: row.name, totalQuestions: row.total_questions, quizTaken: row.quiz_taken };
      } catch (error) {
        // Two admins adding the same name at once: the unique slug decides, the second gets 409, not 500.
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async addTopic(body: AddTopicBody) {
      const certificationId = Number(body.certification_id);
      await certificationOf(certificationId, 'certification_id');
      // Imports find topics by title: two topics with one title in a certification would be ambiguous.
      const resolve = await topicResolver();
      if ((await resolve(certificationId, body.title)) !== undefined) throw conflict('title', 'This certification already has a topic with this title.');
      const row = await repository.insertTopic(db, { certification_id: certificationId, title: body.title, created_at: now().toISOString() });
      return { id: row.id, title: row.title, certification_id: row.certification_id, position: row.sort_order };
    },

    /**
     * A quiz in our catalogue is a topic's quiz (docs/decisions.md, Administration): the questions go to
     * the topic named after the quiz's title (created when new), or to the topic each one names.
     */
    async addQuiz(body: AddQuizBody) {
      const certificationId = Number(body.certification);
      const certification = await certificationOf(certificationId, 'certification');
      if (!(await repository.findCategory(db, Number(body.category)))) throw invalid('category', 'No category with that id.');
      if (certification.category_id !== Number(body.category)) throw invalid('category', 'The certification belongs to another category.');
      for (const [index, question] of body.questions.entries()) {
        if (question.topic_id == null) continue;
        const topic = await repository.findTopic(db, question.topic_id);
        if (!topic || topic.certification_id !== certificationId) throw invalid(`questions/${index}/topic_id`, 'That topic is not one of the certification\'s.');
      }
      const lang = body.lang ?? 'it';
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const existing = (await repository.topicTitles(trx, certificationId)).topics.find((topic) => normalizeTitle(topic.title) === normalizeTitle(body.title));
        const quizTopic = existing ?? (await repository.insertTopic(trx, { certification_id: certificationId, title: body.title, created_at: at }));
        const questions = body.questions.map((question) => {
          const text = { question: question.question, answers: question.answers, explanation: question.explanation || null };
          const texts = [{ lang, ...text }, ...(lang === 'it' ? [] : [{ lang: 'it', ...text }])];
          return { topicId: question.topic_id ?? quizTopic.id, correctIndex: question.correctAnswer, texts };
        });
        const questionIds = await repository.insertQuestions(trx, questions, at);
        return { quizId: quizTopic.id, title: quizTopic.title, certification_id: certificationId, questionIds };
      });
    },

    discardAbandonedImports,

    /**
     * Validates the whole file and imports all of it or none of it (docs/product.md, Administration);
     * `signal` aborts when the upload is cancelled, and then nothing is imported.
     */
    async importQuestions(bytes: Buffer, options: ImportOptions, signal?: AbortSignal): Promise<ImportResponse> {
      if (options.certificationId !== undefined) await certificationOf(options.certificationId, 'certificationId');
      if (options.format === 'aiken' && options.topicId === undefined) throw invalid('topicId', 'An Aiken file has no topics: choose the topic its questions go to.');
      let text: string;
      try {
        text = decodeFile(bytes);
      } catch (error) {
        if (!(error instanceof FileEncodingError)) throw error;
        throw new HttpError(400, ERROR_CODES.validation, 'The file is not text in UTF-8 or Windows-1252: save it as "CSV UTF-8" and try again.', [{ row: 0, field: 'file', reason: 'encoding' }]);
      }
      const parsed = options.format === 'aiken' ? readAiken(text) : options.format === 'gift' ? readGift(text) : await readCsv(text, options.topicId === undefined);
      const { questions, errors } = await validate(parsed.rows, options);
      const refused = [...parsed.errors, ...errors].sort((a, b) => a.row - b.row);
      if (refused.length > 0) {
        const rows = new Set(refused.map((error) => error.row)).size;
        throw new HttpError(400, ERROR_CODES.validation, `${rows} row${rows === 1 ? '' : 's'} refused: nothing was imported.`, refused.slice(0, MAX_LISTED_ERRORS));
      }
      await insertAll(questions, signal);
      return { imported: questions.length, translations: questions.reduce((sum, question) => sum + question.texts.length, 0) };
    },

    async exportCsv(certificationId?: number): Promise<string> {
      if (certificationId !== undefined) await certificationOf(certificationId, 'certificationId');
      const rows = await repository.exportRows(db, { certificationId });
      return writeCsv(rows.map((row) => ({
        id: row.id,
        certification: row.certification,
        topic: row.topic,
        language: row.lang,
        question: row.question,
        answers: JSON.parse(row.answers) as string[],
        correctIndex: row.correct_index,
        explanation: row.explanation,
      })));
    },

    async listQuestions(query: { certificationId?: number; topicId?: number; q?: string; status: 'live' | 'retired' | 'all'; page: number; lang?: Language }): Promise<AdminQuestionsResponse> {
      const { rows, total } = await repository.listQuestions(db, { ...query, limit: ADMIN_QUESTIONS_PAGE, offset: (query.page - 1) * ADMIN_QUESTIONS_PAGE });
      const texts = await repository.translationsOf(db, rows.map((row) => row.id));
      const lang = query.lang ?? 'it';
      return {
        items: rows.map((row) => {
          const own = texts.filter((text) => text.question_id === row.id);
          const shown = own.find((text) => text.lang === lang) ?? own.find((text) => text.lang === 'it') ?? own[0];
          return {
            id: row.id,
            key: row.key,
            question: shown?.question ?? '',
            topic_id: row.topic_id,
            topic_title: row.topic_title,
            certification_id: row.certification_id,
            certification_name: row.certification_name,
            languages: LANGUAGES.filter((candidate) => own.some((text) => text.lang === candidate)),
            retired: row.retired_at !== null,
            edited: row.edited_at !== null,
          };
        }),
        total,
        page: query.page,
        pageSize: ADMIN_QUESTIONS_PAGE,
      };
    },

    question: questionDetail,

    /**
     * An edit: the texts it replaces are kept in question_revisions with the moment they were replaced,
     * so an attempt started before still shows them; `edited_at` keeps the seed from undoing it.
     */
    async updateQuestion(id: number, editorId: number, body: { topicId: number; correctIndex: number; translations: Partial<Record<Language, QuestionText>> & { it: QuestionText } }) {
      const current = await repository.findQuestion(db, id);
      if (!current) throw new NotFoundError('No question with that id.');
      const topic = await repository.findTopic(db, body.topicId);
      if (!topic || topic.certification_id !== current.certification_id) throw invalid('topicId', 'That topic is not one of the question\'s certification.');
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        // Write first, read after: the row is then locked (PostgreSQL) until commit, so a concurrent edit
        // cannot slip between the read and the revision, which pairs the old texts with the old answer.
        await repository.updateQuestion(trx, id, { updated_at: at });
        const locked = (await repository.findQuestion(trx, id)) ?? current;
        const texts = await repository.translationsOf(trx, [id]);
        const changed = LANGUAGES.filter((lang) => {
          const wanted = body.translations[lang];
          if (!wanted) return false;
          const text = texts.find((candidate) => candidate.lang === lang);
          return !text || text.question !== wanted.question || text.answers !== JSON.stringify(wanted.answers) || text.explanation !== (wanted.explanation ?? null);
        });
        if (changed.length === 0 && locked.correct_index === body.correctIndex && locked.topic_id === body.topicId) return;
        await repository.insertRevisions(trx, texts.map((text) => ({ question_id: id, lang: text.lang, question: text.question, answers: text.answers, explanation: text.explanation, correct_index: locked.correct_index, replaced_at: at, edited_by: editorId })));
        for (const lang of changed) {
          const wanted = body.translations[lang]!;
          await repository.upsertTranslation(trx, { question_id: id, lang, question: wanted.question, answers: JSON.stringify(wanted.answers), explanation: wanted.explanation ?? null });
        }
        await repository.updateQuestion(trx, id, { topic_id: body.topicId, correct_index: body.correctIndex, edited_at: at, updated_at: at });
      });
      return questionDetail(id);
    },

    async setRetired(id: number, retired: boolean) {
      const current = await repository.findQuestion(db, id);
      if (!current) throw new NotFoundError('No question with that id.');
      const at = now().toISOString();
      if ((current.retired_at !== null) !== retired) await repository.updateQuestion(db, id, { retired_at: retired ? at : null, edited_at: at, updated_at: at });
      return questionDetail(id);
    },
  };
}

export type AdminContentService = ReturnType<typeof createAdminContentService>;
