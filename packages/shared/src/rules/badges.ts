import type { CategorySlug } from '../catalogue/categories';
import type { Language } from '../catalogue/languages';

type Text = Record<Language, string>;
interface BadgeDefinition {
  key: string;
  title: Text;
  description: Text;
}

const master = (slug: CategorySlug, name: Text): BadgeDefinition => ({
  key: `master-${slug}`,
  title: { it: `Maestro: ${name.it}`, en: `${name.en} master`, fr: `Maître : ${name.fr}`, es: `Maestro: ${name.es}` },
  description: {
    it: `Supera una simulazione d'esame completa di una certificazione ${name.it}.`,
    en: `Pass a full mock exam of a ${name.en} certification.`,
    fr: `Réussissez un examen blanc complet d'une certification ${name.fr}.`,
    es: `Aprueba un simulacro de examen completo de una certificación de ${name.es}.`,
  },
});

/**
 * The badge catalogue (docs/product.md, Points, streaks and badges). The Italian title is the spec's
 * `awardedBadge`; every client shows the one of the user's language. Art: apps/web/public/badges/<key>.svg.
 */
export const BADGES = [
  {
    key: 'first-quiz',
    title: { it: 'Primo passo', en: 'First step', fr: 'Premier pas', es: 'Primer paso' },
    description: { it: 'Completa il tuo primo quiz.', en: 'Finish your first quiz.', fr: 'Terminez votre premier quiz.', es: 'Termina tu primer cuestionario.' },
  },
  {
    key: 'exam-passed',
    title: { it: 'Promosso', en: 'Passed', fr: 'Reçu', es: 'Aprobado' },
    description: { it: "Supera una simulazione d'esame con almeno l'80%.", en: 'Pass a mock exam with at least 80%.', fr: "Réussissez un examen blanc avec au moins 80 %.", es: 'Aprueba un simulacro de examen con al menos un 80 %.' },
  },
  {
    key: 'perfect-score',
    title: { it: 'Percorso netto', en: 'Clean sweep', fr: 'Sans faute', es: 'Pleno' },
    description: { it: 'Rispondi correttamente a tutte le domande di un quiz da almeno 10 domande.', en: 'Answer every question right in a quiz of 10 or more.', fr: "Répondez juste à toutes les questions d'un quiz d'au moins 10 questions.", es: 'Acierta todas las preguntas de un cuestionario de 10 o más.' },
  },
  {
    key: 'streak-3',
    title: { it: 'Slancio di 3 giorni', en: '3-day streak', fr: 'Élan de 3 jours', es: 'Racha de 3 días' },
    description: { it: 'Allenati 3 giorni di fila.', en: 'Practise 3 days in a row.', fr: "Entraînez-vous 3 jours d'affilée.", es: 'Practica 3 días seguidos.' },
  },
  {
    key: 'streak-7',
    title: { it: 'Slancio di 7 giorni', en: '7-day streak', fr: 'Élan de 7 jours', es: 'Racha de 7 días' },
    description: { it: 'Allenati 7 giorni di fila.', en: 'Practise 7 days in a row.', fr: "Entraînez-vous 7 jours d'affilée.", es: 'Practica 7 días seguidos.' },
  },
  {
    key: 'streak-30',
    title: { it: 'Slancio di 30 giorni', en: '30-day streak', fr: 'Élan de 30 jours', es: 'Racha de 30 días' },
    description: { it: 'Allenati 30 giorni di fila.', en: 'Practise 30 days in a row.', fr: "Entraînez-vous 30 jours d'affilée.", es: 'Practica 30 días seguidos.' },
  },
  {
    key: 'ten-quizzes',
    title: { it: 'Costanza', en: 'Consistency', fr: 'Régularité', es: 'Constancia' },
    description: { it: 'Completa 10 quiz.', en: 'Finish 10 quizzes.', fr: 'Terminez 10 quiz.', es: 'Termina 10 cuestionarios.' },
  },
  {
    key: 'fifty-quizzes',
    title: { it: 'Maratoneta', en: 'Marathoner', fr: 'Marathonien', es: 'Maratoniano' },
    description: { it: 'Completa 50 quiz.', en: 'Finish 50 quizzes.', fr: 'Terminez 50 quiz.', es: 'Termina 50 cuestionarios.' },
  },
  {
    key: 'all-topics',
    title: { it: 'Esploratore', en: 'Explorer', fr: 'Explorateur', es: 'Explorador' },
    description: { it: 'Esercitati su tutti gli argomenti di una certificazione.', en: 'Practise every topic of one certification.', fr: "Entraînez-vous sur tous les thèmes d'une certification.", es: 'Practica todos los temas de una certificación.' },
  },
  master('base', { it: 'Base', en: 'Basics', fr: 'Bases', es: 'Fundamentos' }),
  master('sicurezza', { it: 'Sicurezza', en: 'Security', fr: 'Sécurité', es: 'Seguridad' }),
  master('reti', { it: 'Reti', en: 'Networking', fr: 'Réseaux', es: 'Redes' }),
  master('cloud', { it: 'Cloud', en: 'Cloud', fr: 'Cloud', es: 'Cloud' }),
  master('database', { it: 'Database', en: 'Databases', fr: 'Bases de données', es: 'Bases de datos' }),
  master('programmazione', { it: 'Programmazione', en: 'Programming', fr: 'Programmation', es: 'Programación' }),
  master('virtualizzazione', { it: 'Virtualizzazione', en: 'Virtualization', fr: 'Virtualisation', es: 'Virtualización' }),
  master('intelligenza-artificiale', { it: 'Intelligenza Artificiale', en: 'AI', fr: 'IA', es: 'IA' }),
] as const satisfies readonly BadgeDefinition[];

export type BadgeKey = (typeof BADGES)[number]['key'];

export function findBadge(key: string | null | undefined) {
  return BADGES.find((badge) => badge.key === key);
}

export interface BadgeFacts {
  mode: 'training' | 'exam';
  correctAnswers: number;
  totalQuestions: number;
  passed: boolean;
  currentStreak: number;
  quizzesCompleted: number;
  /** The category of a full mixed exam of one certification (null for topic quizzes and wider mixes). */
  mixedExamCategory: CategorySlug | null;
  /** Whether the learner has now finished a quiz on every topic of this quiz's certification. */
  allTopicsOfCertificationPractised: boolean;
}

/** Every badge the facts of a finished quiz qualify for (already-held ones are filtered by the caller). */
export function qualifyingBadges(facts: BadgeFacts): BadgeKey[] {
  const keys: BadgeKey[] = [];
  if (facts.quizzesCompleted >= 1) keys.push('first-quiz');
  if (facts.mode === 'exam' && facts.passed) keys.push('exam-passed');
  if (facts.totalQuestions >= 10 && facts.correctAnswers === facts.totalQuestions) keys.push('perfect-score');
  if (facts.currentStreak >= 3) keys.push('streak-3');
  if (facts.currentStreak >= 7) keys.push('streak-7');
  if (facts.currentStreak >= 30) keys.push('streak-30');
  if (facts.quizzesCompleted >= 10) keys.push('ten-quizzes');
  if (facts.quizzesCompleted >= 50) keys.push('fifty-quizzes');
  if (facts.allTopicsOfCertificationPractised) keys.push('all-topics');
  if (facts.mode === 'exam' && facts.passed && facts.mixedExamCategory) keys.push(`master-${facts.mixedExamCategory}`);
  return keys;
}
