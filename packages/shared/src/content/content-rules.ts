import { LANGUAGES } from '../catalogue/languages';
import { findCertification } from '../catalogue/certifications';
import { MIN_QUESTIONS_PER_TOPIC, MIN_TOPICS_PER_CERTIFICATION, contentFileSchema, type ContentFile } from './content-schema';

/** Text compared for "alike": case, accents, punctuation and spacing ignored. */
export function normaliseForComparison(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * Everything wrong with one bank file beyond its shape: the file name, ids, topics, counts,
 * duplicates. An empty list means the file is good.
 */
export function contentProblems(fileName: string, raw: unknown): string[] {
  const parsed = contentFileSchema.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const file: ContentFile = parsed.data;
  const problems: string[] = [];
  const slug = fileName.replace(/\.json$/, '');
  const certification = findCertification(file.certification);
  if (!certification) problems.push(`certification "${file.certification}" is not in the catalogue`);
  else if (certification.slug !== file.certification) problems.push(`use the canonical slug "${certification.slug}", not "${file.certification}"`);
  if (file.certification !== slug) problems.push(`the file for "${file.certification}" must be named ${file.certification}.json`);

  const topicKeys = new Set<string>();
  for (const topic of file.topics) {
    if (topicKeys.has(topic.key)) problems.push(`topic ${topic.key} is declared twice`);
    topicKeys.add(topic.key);
  }
  if (topicKeys.size < MIN_TOPICS_PER_CERTIFICATION) problems.push(`${topicKeys.size} topics; at least ${MIN_TOPICS_PER_CERTIFICATION} are needed`);

  const perTopic = new Map<string, number>();
  const ids = new Set<string>();
  const seenText = new Map<string, string>();
  for (const question of file.questions) {
    if (!question.id.startsWith(`${file.certification}-`)) problems.push(`${question.id}: ids start with "${file.certification}-"`);
    if (ids.has(question.id)) problems.push(`${question.id}: id used twice`);
    ids.add(question.id);
    if (!topicKeys.has(question.topic)) problems.push(`${question.id}: topic "${question.topic}" is not declared`);
    perTopic.set(question.topic, (perTopic.get(question.topic) ?? 0) + 1);
    for (const lang of LANGUAGES) {
      // Answers may differ only in punctuation (e.g. which of these is valid JSON), so compare them less loosely.
      const answers = question[lang].answers.map((answer) => answer.toLowerCase().replace(/\s+/g, ' ').trim());
      if (new Set(answers).size !== answers.length) problems.push(`${question.id}: two ${lang} answers are the same`);
      const text = `${lang}:${normaliseForComparison(question[lang].question)}`;
      const twin = seenText.get(text);
      if (twin) problems.push(`${question.id}: its ${lang} text is the same as ${twin}'s`);
      seenText.set(text, question.id);
    }
  }
  for (const key of topicKeys) {
    const count = perTopic.get(key) ?? 0;
    if (count < MIN_QUESTIONS_PER_TOPIC) problems.push(`topic ${key} has ${count} questions; at least ${MIN_QUESTIONS_PER_TOPIC} are needed`);
  }
  return problems;
}
