import type { AttemptReview } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { PremiumLockNote } from '../../../ui/premium-lock-note';

type ReviewItem = AttemptReview['review'][number];

/** One question of a finished quiz: every answer, with the learner's and the right one marked in words, not only colour. */
export function ReviewQuestion({ item, number, total }: { item: ReviewItem; number: number; total: number }) {
  const { t } = useTranslation();
  return (
    <li className={`card review-question ${item.correct ? 'is-correct' : 'is-wrong'}`} data-testid="review-question">
      <p className="review-question-head">
        <span className="muted">{t('profile.review.questionOf', { index: number, total })}</span>
        <span className={`badge ${item.correct ? 'badge-free' : 'badge-fail'}`}>{item.correct ? t('profile.review.correct') : t('profile.review.wrong')}</span>
      </p>
      <h2 className="review-question-text">{item.question}</h2>
      <ul className="review-answers">
        {item.answers.map((answer) => {
          const chosen = answer.id === item.chosenAnswerId;
          const right = answer.id === item.correctAnswerId;
          return (
            <li key={answer.id} className={`review-answer${right ? ' is-right' : ''}${chosen && !right ? ' is-chosen-wrong' : ''}`}>
              <span>{answer.text}</span>
              {(chosen || right) && (
                <span className="review-answer-tags">
                  {chosen && <span className="badge">{t('profile.review.yourAnswer')}</span>}
                  {right && <span className="badge badge-free">{t('profile.review.rightAnswer')}</span>}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {item.chosenAnswerId === null && <p className="muted">{t('profile.review.notAnswered')}</p>}
      {item.explanation ? (
        <div className="review-explanation">
          <h3>{t('profile.review.explanation')}</h3>
          <p>{item.explanation}</p>
        </div>
      ) : (
        item.explanationLocked && <PremiumLockNote reason="explanation" className="review-locked" />
      )}
    </li>
  );
}
