import { z } from 'zod';
import { LANGUAGES } from '../catalogue/languages';

/** The largest id a row can have (a 32-bit integer column on PostgreSQL): a bigger one names nothing. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id in a JSON body. */
export const recordId = z.number().int().positive().max(MAX_ID);

/** A positive integer id in a path segment: "12" is fine, "12abc", "0", "-1" and "9999999999" are not. */
export const idParam = z.coerce
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be a positive integer')
  .transform(Number)
  .refine((id) => id <= MAX_ID, 'must be a positive integer');

export const langQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

/** One page of a list the server pages: its items, how many there are in all, the page's number and size. */
export const pageOf = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  totalQuestions: z.number().int(),
  quizTaken: z.number().int(),
  certificationCount: z.number().int(),
});
export type CategoryDto = z.infer<typeof categorySchema>;

export const certificationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  aliases: z.array(z.string()),
  vendor: z.string(),
  category_id: z.number().int(),
  category_slug: z.string(),
  exam_minutes: z.number().int().nullable(),
  exam_questions: z.number().int().nullable(),
  topic_count: z.number().int(),
  question_count: z.number().int(),
});
export type CertificationDto = z.infer<typeof certificationSchema>;

export const topicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  certification_id: z.number().int(),
  position: z.number().int(),
  /** The first topics of each certification are open to everyone (docs/product.md, Catalogue). */
  free: z.boolean(),
  question_count: z.number().int(),
});
export type TopicDto = z.infer<typeof topicSchema>;

export const errorSchema = z.object({
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorSchema>;
