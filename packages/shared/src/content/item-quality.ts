import { LANGUAGES, type Language } from '../catalogue/languages';
import type { Certification } from '../catalogue/certifications';
import type { ContentFile, ContentQuestion } from './content-schema';

/**
 * Item-quality rules of the question bank (docs/product.md, "Question bank"): a learner who always
 * picks the longest answer must not beat chance by much, and a mock exam at full length must draw
 * real, mostly distinct questions.
 */
export const ITEM_QUALITY = {
  /** The key may be strictly the longest answer in at most this share of a file's questions. */
  maxKeyLongestShare: 0.35,
  /** ...and glaringly longest (half again as long and 30 characters more) in at most this share. */
  maxKeyGlaringShare: 0.03,
  glaringFactor: 1.5,
  glaringExtraChars: 30,
  /** A bank holds at least this many times its exam's question count... */
  depthFactor: 1.2,
  /** ...and never fewer than this many questions. */
  minQuestions: 60,
} as const;

/** "All of the above" and its kin in our four languages: they make an item guessable by form. */
const CATCH_ALL = /\b(all|none|both) of the (above|previous)\b|\b(tutte|nessuna|entrambe) (le|delle) (precedenti|risposte precedenti)\b|\b(toutes|aucune) (les réponses|des réponses|les propositions|des propositions) (ci-dessus|précédentes)\b|\b(todas|ninguna) (las|de las) (anteriores|respuestas anteriores)\b/iu;

function keyIsLongest(question: ContentQuestion, lang: Language): { strict: boolean; glaring: boolean } {
  const lengths = question[lang].answers.map((answer) => answer.trim().length);
  const key = lengths[question.correct] ?? 0;
  const longestOther = Math.max(...lengths.filter((_, index) => index !== question.correct));
  return {
    strict: key > longestOther,
    glaring: key >= longestOther * ITEM_QUALITY.glaringFactor && key >= longestOther + ITEM_QUALITY.glaringExtraChars,
  };
}

export interface LongestAnswerShare {
  lang: Language;
  strict: number;
  glaring: number;
}

/** Per language: the share of questions whose key is strictly, and glaringly, the longest answer. */
export function longestAnswerShares(file: ContentFile): LongestAnswerShare[] {
  const total = Math.max(file.questions.length, 1);
  return LANGUAGES.map((lang) => {
    const flags = file.questions.map((question) => keyIsLongest(question, lang));
    return { lang, strict: flags.filter((f) => f.strict).length / total, glaring: flags.filter((f) => f.glaring).length / total };
  });
}

export function requiredDepth(certification: Pick<Certification, 'examQuestions'>): number {
  return Math.max(ITEM_QUALITY.minQuestions, Math.ceil((certification.examQuestions ?? 0) * ITEM_QUALITY.depthFactor));
}

/** Fenced code blocks (```lang ... ```) of a text, which must be identical in every language. */
export function codeBlocks(text: string): string[] {
  return [...text.matchAll(/```[a-z0-9+#-]*\n([\s\S]*?)\n```/giu)].map((match) => match[1] ?? '');
}

/** What makes a file guessable by form, too shallow, or its code differ between languages. */
export function itemQualityProblems(file: ContentFile, certification: Pick<Certification, 'examQuestions'>): string[] {
  const problems: string[] = [];
  const depth = requiredDepth(certification);
  if (file.questions.length < depth) problems.push(`${file.questions.length} questions; at least ${depth} are needed (1.2 times the exam, at least 60)`);
  for (const share of longestAnswerShares(file)) {
    if (share.strict > ITEM_QUALITY.maxKeyLongestShare) {
      problems.push(`${share.lang}: the key is the longest answer in ${Math.round(share.strict * 100)}% of questions (at most ${ITEM_QUALITY.maxKeyLongestShare * 100}%)`);
    }
    if (share.glaring > ITEM_QUALITY.maxKeyGlaringShare) {
      problems.push(`${share.lang}: the key is glaringly the longest answer in ${(share.glaring * 100).toFixed(1)}% of questions (at most ${ITEM_QUALITY.maxKeyGlaringShare * 100}%)`);
    }
  }
  for (const question of file.questions) {
    for (const lang of LANGUAGES) {
      const text = question[lang];
      if ([text.question, ...text.answers].some((part) => CATCH_ALL.test(part))) problems.push(`${question.id}: ${lang} uses an "all/none of the above" answer`);
      const fences = [text.question, ...text.answers, text.explanation].join('\n').split('```').length - 1;
      if (fences % 2 !== 0) problems.push(`${question.id}: ${lang} has an unclosed code fence`);
    }
    const reference = [question.en.question, ...question.en.answers].map(codeBlocks);
    for (const lang of LANGUAGES) {
      const blocks = [question[lang].question, ...question[lang].answers].map(codeBlocks);
      if (JSON.stringify(blocks) !== JSON.stringify(reference)) problems.push(`${question.id}: ${lang} code blocks differ from the English ones (code is never translated)`);
    }
  }
  return problems;
}
