import type { QuizQuestion } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import type { AnswerState } from '../quiz-session';

/** Jump to any question; each shows answered, unanswered or marked for review. */
export function QuestionMap({ questions, answers, marked, current, onJump }: {
  questions: QuizQuestion[];
  answers: ReadonlyMap<number, AnswerState>;
  marked: ReadonlySet<number>;
  current: number;
  onJump: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="question-map" aria-label={t('quiz.mapLabel')}>
      <ol>
        {questions.map((question, index) => {
          const answered = answers.has(question.id);
          const state = [answered ? t('quiz.mapAnswered') : t('quiz.mapUnanswered'), marked.has(question.id) ? t('quiz.mapMarked') : ''].filter(Boolean).join(', ');
          return (
            <li key={question.id}>
              <button
                type="button"
                className={`map-cell${answered ? ' map-answered' : ''}${marked.has(question.id) ? ' map-marked' : ''}${index === current ? ' map-current' : ''}`}
                aria-current={index === current ? 'step' : undefined}
                aria-label={`${t('quiz.questionOf', { current: index + 1, total: questions.length })}: ${state}`}
                onClick={() => onJump(index)}
              >
                {index + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
