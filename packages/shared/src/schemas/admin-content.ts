import { z } from 'zod';
import { LANGUAGES } from '../catalogue/languages';
import { idParam, MAX_ID, pageOf, recordId } from './catalogue';
import { plainText } from './text';

/** docs/product.md, Administration: categories, topics, quizzes, the question bank's import, export and editor. */

export const QUESTION_MAX = 2000;
export const ANSWER_MAX = 500;
export const EXPLANATION_MAX = 4000;
export const TITLE_MAX = 120;

const required = (max: number) => plainText(max).pipe(z.string().min(1, 'required'));
/** Numbers typed in a form may arrive as strings from the spec's client. */
const count = z.union([z.number(), z.string().trim().regex(/^-?\d+$/).transform(Number)]).pipe(z.number().int().min(-MAX_ID).max(MAX_ID));

export const addCategoryBody = z.object({
  name: required(80),
  totalQuestions: count.pipe(z.number().positive('must be greater than 0')),
  quizTaken: count.pipe(z.number().min(0, 'must be 0 or more')),
});
export type AddCategoryBody = z.infer<typeof addCategoryBody>;
export const addCategoryResponse = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), totalQuestions: z.number().int(), quizTaken: z.number().int() });

export const addTopicBody = z.object({
  certification_id: z.union([recordId, idParam]),
  title: required(TITLE_MAX),
});
export type AddTopicBody = z.infer<typeof addTopicBody>;
export const addTopicResponse = z.object({ id: z.number().int(), title: z.string(), certification_id: z.number().int(), position: z.number().int() });

/** The four answers in their canonical order; the key is an index into them. */
const answersSchema = z.array(required(ANSWER_MAX)).length(4, 'exactly 4 answers');

export const newQuestionSchema = z.object({
  question: required(QUESTION_MAX),
  answers: answersSchema,
  /** Index 0-3 of the right answer in `answers`. */
  correctAnswer: z.number().int().min(0).max(3),
  /** A topic of the quiz's certification; absent: the quiz's own topic, named after its title. */
  topic_id: recordId.nullish(),
  explanation: plainText(EXPLANATION_MAX).nullish(),
});

export const addQuizBody = z.object({
  title: required(TITLE_MAX),
  category: z.union([recordId, idParam]),
  certification: z.union([recordId, idParam]),
  questions: z.array(newQuestionSchema).min(1, 'at least one question').max(200),
  /** The language the questions are written in (Italian by default). */
  lang: z.enum(LANGUAGES).optional(),
});
export type AddQuizBody = z.infer<typeof addQuizBody>;
export const addQuizResponse = z.object({
  /** The topic the quiz's own questions went to: its quiz is /quiz/topic/{quizId}. */
  quizId: z.number().int(),
  title: z.string(),
  certification_id: z.number().int(),
  questionIds: z.array(z.number().int()),
});

export const IMPORT_FORMATS = ['csv', 'aiken', 'gift'] as const;
export const importFormatSchema = z.enum(IMPORT_FORMATS);
export type ImportFormat = z.infer<typeof importFormatSchema>;
/** The largest file an import takes (about 10,000 questions in four languages). */
export const IMPORT_MAX_BYTES = 8 * 1024 * 1024;
export const IMPORT_MAX_QUESTIONS = 20_000;

export const importQuery = z.object({
  format: importFormatSchema.default('csv'),
  /** The certification whose topics the rows' `topic` names (a `certification` column overrides it per row). */
  certificationId: idParam.optional(),
  /** Aiken has no topic: its questions go to this topic (GIFT's $CATEGORY names one, else this). */
  topicId: idParam.optional(),
  /** The language of rows without a `language` column. */
  lang: z.enum(LANGUAGES).optional(),
});
export type ImportQuery = z.input<typeof importQuery>;

export const IMPORT_REASONS = [
  'required', 'too_long', 'invalid_text', 'invalid_correct_answer', 'unknown_topic', 'unknown_certification',
  'invalid_language', 'duplicate_language', 'inconsistent_translation', 'answer_count', 'no_correct_answer', 'syntax', 'too_many', 'encoding', 'empty',
] as const;
export type ImportReason = (typeof IMPORT_REASONS)[number];
/** One refused row: its number in the file (a spreadsheet's row, the header being 1; a line for Aiken and GIFT), the field, why. */
export const importRowErrorSchema = z.object({ row: z.number().int(), field: z.string(), reason: z.enum(IMPORT_REASONS) });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;
export const importResponse = z.object({ imported: z.number().int(), translations: z.number().int() });
export type ImportResponse = z.infer<typeof importResponse>;

export const exportQuery = z.object({ certificationId: idParam.optional() });

export const adminQuestionsQuery = z.object({
  certificationId: idParam.optional(),
  topicId: idParam.optional(),
  q: plainText(200).optional(),
  status: z.enum(['live', 'retired', 'all']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  lang: z.enum(LANGUAGES).optional(),
});
export type AdminQuestionsQuery = z.input<typeof adminQuestionsQuery>;
export const ADMIN_QUESTIONS_PAGE = 25;

export const adminQuestionItemSchema = z.object({
  id: z.number().int(),
  key: z.string().nullable(),
  question: z.string(),
  topic_id: z.number().int(),
  topic_title: z.string(),
  certification_id: z.number().int(),
  certification_name: z.string(),
  languages: z.array(z.enum(LANGUAGES)),
  retired: z.boolean(),
  edited: z.boolean(),
});
export type AdminQuestionItem = z.infer<typeof adminQuestionItemSchema>;
export const adminQuestionsResponse = pageOf(adminQuestionItemSchema);
export type AdminQuestionsResponse = z.infer<typeof adminQuestionsResponse>;

export const questionTextSchema = z.object({
  question: required(QUESTION_MAX),
  answers: answersSchema,
  explanation: plainText(EXPLANATION_MAX).nullish().transform((value) => value || null),
});
export type QuestionText = z.infer<typeof questionTextSchema>;

/** A language's text as stored (the answer of the editor's read). */
const storedTextSchema = z.object({ question: z.string(), answers: z.array(z.string()), explanation: z.string().nullable() });

export const adminQuestionSchema = z.object({
  id: z.number().int(),
  key: z.string().nullable(),
  topic_id: z.number().int(),
  certification_id: z.number().int(),
  certification_name: z.string(),
  correct_index: z.number().int(),
  /** Each language's text; null where the question has none (it is then served in Italian). */
  translations: z.object({ it: storedTextSchema.nullable(), en: storedTextSchema.nullable(), fr: storedTextSchema.nullable(), es: storedTextSchema.nullable() }),
  retired: z.boolean(),
  retired_at: z.string().nullable(),
  edited_at: z.string().nullable(),
  revisions: z.number().int(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

/** An edit: Italian is required (the fallback of every language); a language left out keeps its text. */
export const updateQuestionBody = z.object({
  topicId: recordId,
  correctIndex: z.number().int().min(0).max(3),
  translations: z.object({ it: questionTextSchema, en: questionTextSchema.optional(), fr: questionTextSchema.optional(), es: questionTextSchema.optional() }),
});
export type UpdateQuestionBody = z.input<typeof updateQuestionBody>;
export const questionIdParams = z.object({ id: idParam });
