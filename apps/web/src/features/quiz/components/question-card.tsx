import type { QuizQuestion } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { PremiumLockNote } from '../../../ui/premium-lock-note';
import { RichText } from '../../../ui/rich-text';
import type { AnswerState } from '../quiz-session';
import { QuestionFeedback } from './question-feedback';

const LETTERS = ['A', 'B', 'C', 'D'];

interface Props {
  question: QuizQuestion;
  index: number;
  total: number;
  state: AnswerState | undefined;
  training: boolean;
  marked: boolean;
  onAnswer: (answerId: number) => void;
  onToggleMark: () => void;
}

export function QuestionCard({ question, index, total, state, training, marked, onAnswer, onToggleMark }: Props) {
  const { t } = useTranslation();
  const locked = state !== undefined;
  const feedback = state?.feedback;
  return (
    <article className="question-card" aria-labelledby={`question-${question.id}`}>
      <header className="question-head">
        <span className="eyebrow">{t('quiz.questionOf', { current: index + 1, total })} · {question.topic_title}</span>
        <button type="button" className={`chip chip-toggle${marked ? ' chip-on' : ''}`} aria-pressed={marked} onClick={onToggleMark}>
          {t('quiz.reviewLater')}
        </button>
      </header>
      <h2 id={`question-${question.id}`} className="question-text">
        <RichText text={question.question} />
      </h2>
      <ol className="answers">
        {question.answers.map((answer, position) => {
          const chosen = state?.answerId === answer.id;
          const isCorrect = feedback?.correctAnswerId === answer.id;
          const classes = ['answer', chosen ? 'answer-chosen' : '', feedback && isCorrect ? 'answer-correct' : '', feedback && chosen && !isCorrect ? 'answer-wrong' : ''];
          return (
            <li key={answer.id}>
              <button type="button" className={classes.join(' ')} disabled={locked} aria-pressed={chosen} onClick={() => onAnswer(answer.id)}>
                <span className="answer-letter" aria-hidden="true">{LETTERS[position]}</span>
                <RichText text={answer.text} className="answer-text" focusable={false} />
                {feedback && isCorrect && <span className="visually-hidden">{t('quiz.correctAnswer')}</span>}
              </button>
            </li>
          );
        })}
      </ol>
      {training && feedback && (
        <div className={`notice ${feedback.correct ? 'notice-ok' : 'notice-error'}`} role="status">
          <p><strong>{feedback.correct ? t('quiz.correct') : t('quiz.incorrect')}</strong></p>
          {feedback.explanationLocked ? <PremiumLockNote reason="explanation" /> : feedback.explanation && <p><RichText text={feedback.explanation} /></p>}
        </div>
      )}
      {training && feedback && <QuestionFeedback questionId={question.id} topicId={question.topic_id} />}
    </article>
  );
}
