import type { ReviewSummaryItem } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { useLang } from '../../../lib/use-lang';
import { QueryState } from '../../../ui/query-state';
import { useReadiness } from '../api/get-readiness';
import { useReviewSummary } from '../api/get-review-summary';
import { MasteryBars, ReadinessBadge } from './readiness-panel';
import { ReviewEntry } from './review-entry';
import '../review.css';

/** The profile's review panel: per certification practised, what is due, readiness and (on request) mastery per topic. */
export function ProfileReview() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const summary = useReviewSummary(user?.id);
  if (!user) return null;
  return (
    <section className="card profile-panel review-panel" aria-labelledby="profile-review-title" data-testid="profile-review">
      <h2 id="profile-review-title">{t('review.profileTitle')}</h2>
      <QueryState query={summary} errorText={t('review.loadError')} rows={2}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="muted">{t('review.profileEmpty')}</p>
          ) : (
            <ul className="review-certifications">
              {data.items.map((item) => (
                <CertificationItem key={item.certification_id} userId={user.id} item={item} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

function CertificationItem({ userId, item }: { userId: number; item: ReviewSummaryItem }) {
  const { t } = useTranslation();
  const lang = useLang();
  const readiness = useReadiness(userId, item.certification_id, lang);
  return (
    <li className="review-certification" data-testid="profile-review-item" data-certification-id={item.certification_id}>
      <h3>
        <Link to={`/${lang}/certifications/${item.slug}`}>{item.certification_name}</Link>
      </h3>
      <ReviewEntry item={item} certificationId={item.certification_id} certificationName={item.certification_name} />
      <QueryState query={readiness} errorText={t('review.loadError')} rows={1}>
        {(data) => (
          <>
            <ReadinessBadge readiness={data} />
            <details className="mastery-details">
              <summary>{t('review.showTopics')}</summary>
              <MasteryBars readiness={data} />
            </details>
          </>
        )}
      </QueryState>
    </li>
  );
}
