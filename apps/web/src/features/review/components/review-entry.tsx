import type { ReviewSummaryItem } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../lib/use-lang';

/** Due today, learned of total, and the way into a review session (docs/product.md, Spaced review and readiness). */
export function ReviewEntry({ item, certificationId, certificationName }: { item: ReviewSummaryItem | undefined; certificationId: number; certificationName: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!item) return <p className="muted" data-testid="review-not-started">{t('review.notStarted')}</p>;
  return (
    <div className="review-entry" data-testid="review-entry">
      <p className="review-due" data-testid="review-due" data-due={item.due_today}>
        <strong>{item.due_today > 0 ? t('review.dueToday', { count: item.due_today }) : t('review.nothingDue')}</strong>
        <span className="muted small">{t('review.learned', { learned: item.learned, total: item.total })}</span>
      </p>
      <Link className={`button${item.due_today > 0 ? '' : ' button-secondary'}`} to={`/${lang}/quiz/review/${certificationId}`} aria-label={t('review.startFor', { name: certificationName })}>
        {t('review.start')}
      </Link>
    </div>
  );
}
