import type { AttemptReview } from '@certamen/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { Icon } from '../../../ui/icons';
import { useAttemptReview } from '../api/get-attempt-review';
import { ReviewQuestion } from '../components/review-question';
import { clampScore, scoreTone } from '../progress-rules';
import '../profile.css';

/** A finished quiz, question by question: the learner's answer, the right one and the explanation. */
export function AttemptReviewPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { attemptId = '' } = useParams();
  const review = useAttemptReview(attemptId);
  const back = (
    <Link className="button button-ghost back-link" to={`/${lang}/profile#storico`}>
      <Icon name="back" size={18} />
      {t('profile.review.back')}
    </Link>
  );

  return (
    <div className="page review-page" data-testid="attempt-review">
      <title>{`${t('profile.review.title')} · Certamen`}</title>
      <div>{back}</div>
      {review.isPending && (
        <div className="skeleton-list" role="status" aria-live="polite">
          <span className="visually-hidden">{t('common.loading')}</span>
          <div className="skeleton" />
          <div className="skeleton" />
          <div className="skeleton" />
        </div>
      )}
      {review.isError && (
        <div className="notice notice-error" role="alert">
          <h1 className="review-error-title">{t('profile.review.title')}</h1>
          {/* Someone else's attempt (403) or none (404, a malformed id 400) are all "not available" to this learner. */}
          <p>{review.error instanceof ApiError && review.error.status < 500 ? t('profile.review.notFound') : t('profile.review.error')}</p>
          {!(review.error instanceof ApiError && review.error.status < 500) && (
            <button type="button" className="button button-secondary" onClick={() => void review.refetch()}>{t('common.retry')}</button>
          )}
        </div>
      )}
      {review.isSuccess && <ReviewBody review={review.data} />}
    </div>
  );
}

function ReviewBody({ review }: { review: AttemptReview }) {
  const { t } = useTranslation();
  const lang = useLang();
  const filterId = useId();
  const [onlyMissed, setOnlyMissed] = useState(false);
  const score = clampScore(review.percentage);
  const numbered = review.review.map((item, index) => ({ item, number: index + 1 }));
  const shown = onlyMissed ? numbered.filter(({ item }) => !item.correct) : numbered;

  return (
    <>
      <header className="card review-header">
        <p className="eyebrow">{t('profile.review.title')}</p>
        <h1>{review.certification_name ?? t('profile.history.mixed')}</h1>
        {review.topic_title && <p className="muted">{review.topic_title}</p>}
        <p className="review-facts">
          <span className={`score-pill score-${scoreTone(score)}`}>{t('profile.percent', { value: score })}</span>
          <span className="badge">{t(`profile.modes.${review.mode}`)}</span>
          {review.mode === 'exam' && <span className={`badge ${review.passed ? 'badge-free' : 'badge-fail'}`}>{review.passed ? t('profile.history.passed') : t('profile.history.failed')}</span>}
          <span>{t('profile.review.summary', { correct: review.correctAnswers, total: review.totalQuestions })}</span>
          <time dateTime={review.date}>{formatDate(review.date, lang)}</time>
        </p>
      </header>
      <label className="checkbox review-filter" htmlFor={filterId}>
        <input id={filterId} type="checkbox" checked={onlyMissed} onChange={(event) => setOnlyMissed(event.target.checked)} />
        {t('profile.review.onlyMissed')}
      </label>
      <div aria-live="polite">
        {shown.length === 0 ? (
          <p className="notice notice-success" data-testid="review-none-missed">{t('profile.review.noneMissed')}</p>
        ) : (
          <ol className="review-list">
            {shown.map(({ item, number }) => (
              <ReviewQuestion key={item.questionId} item={item} number={number} total={review.review.length} />
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
