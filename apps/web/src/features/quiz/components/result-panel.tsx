import { PASS_PERCENT, findBadge, type SaveExamResponse } from '@certamen/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../lib/use-lang';
import { PremiumLockNote } from '../../../ui/premium-lock-note';
import { RichText } from '../../../ui/rich-text';
import { QuestionFeedback } from './question-feedback';

export function ResultPanel({ result, mixed, onNewQuiz, onRetryMissed }: { result: SaveExamResponse; mixed: boolean; onNewQuiz: () => void; onRetryMissed: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const missed = result.review.filter((item) => !item.correct);
  // Badge titles are data in every language; the spec's Italian title is the fallback for a key we do not know.
  const badge = result.awardedBadgeKey ? (findBadge(result.awardedBadgeKey)?.title[lang] ?? result.awardedBadge) : null;
  const heading = useRef<HTMLHeadingElement>(null);
  // The quiz gives way to its result: focus moves to the verdict so it is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="result-panel" aria-labelledby="result-title" data-testid="quiz-result">
      <h2 ref={heading} id="result-title" tabIndex={-1}>{result.passed ? t('quiz.passed') : t('quiz.failed')}</h2>
      <p className="result-score">
        <strong>{result.percentage}%</strong> · {t('quiz.scoreLine', { correct: result.correctAnswers, total: result.totalQuestions })}
      </p>
      <p className="muted">{t('quiz.passRule', { percent: PASS_PERCENT })}</p>
      <ul className="result-facts">
        <li>{t('quiz.pointsEarned', { count: result.points })}</li>
        {result.streakBonus > 0 && (
          <li>
            {t('quiz.streakBonus', { count: result.streakBonus })} ({t('quiz.streakDays', { count: result.updatedUser.current_streak })})
          </li>
        )}
        {badge && <li>{t('quiz.newBadge', { badge })}</li>}
      </ul>
      <div className="actions">
        <Link className="button" to={`/${lang}/profile#storico`}>{t('quiz.toHistory')}</Link>
        <Link className="button button-secondary" to={`/${lang}/quiz-home`}>{t('quiz.toQuizHome')}</Link>
        {missed.length > 0 && <button type="button" className="button button-secondary" onClick={onRetryMissed}>{t('quiz.retryMissed')}</button>}
        {mixed && <button type="button" className="button button-secondary" onClick={onNewQuiz}>{t('quiz.newQuiz')}</button>}
      </div>
      {missed.length > 0 && (
        <>
          <h3>{t('quiz.missedTitle', { count: missed.length })}</h3>
          <ol className="review-list">
            {missed.map((item) => (
              <li key={item.questionId} className="card">
                <p className="question-text"><RichText text={item.question} /></p>
                <p>
                  {item.chosenAnswerId === null ? t('quiz.notAnswered') : t('quiz.yourAnswer', { answer: item.answers.find((a) => a.id === item.chosenAnswerId)?.text })}
                </p>
                <p><strong>{t('quiz.rightAnswer', { answer: item.answers.find((a) => a.id === item.correctAnswerId)?.text })}</strong></p>
                {item.explanationLocked ? <PremiumLockNote reason="explanation" /> : item.explanation && <p><RichText text={item.explanation} /></p>}
                <QuestionFeedback questionId={item.questionId} topicId={null} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
