import { z } from 'zod';

const text = z.string().trim().min(1);
const perLanguage = <T extends z.ZodType>(schema: T) => z.object({ it: schema, en: schema, fr: schema, es: schema });

export const contentQuestionText = z.object({
  question: text,
  answers: z.array(text).length(4),
  explanation: text,
});

export const contentTopicSchema = z.object({
  key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case key'),
  title: perLanguage(text),
});

export const contentQuestionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+-\d{3}$/, '<certification-slug>-NNN'),
    topic: z.string(),
    difficulty: z.enum(['easy', 'medium', 'hard']),
    correct: z.number().int().min(0).max(3),
    /** The question's code block prints exactly the key when run (checked by `npm run content:snippets`). */
    prints: z.boolean().optional(),
  })
  .extend(perLanguage(contentQuestionText).shape);

/** One certification's question bank: `content/<slug>.json` (format in content/README.md). */
export const contentFileSchema = z.object({
  certification: z.string(),
  objectives: text,
  reviewed: text.optional(),
  topics: z.array(contentTopicSchema).min(1),
  questions: z.array(contentQuestionSchema),
});

export type ContentFile = z.infer<typeof contentFileSchema>;
export type ContentQuestion = z.infer<typeof contentQuestionSchema>;
export const MIN_TOPICS_PER_CERTIFICATION = 5;
export const MIN_QUESTIONS_PER_TOPIC = 12;
