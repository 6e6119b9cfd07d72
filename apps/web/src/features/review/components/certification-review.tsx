import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-context';
import { useLang } from '../../../lib/use-lang';
import { QueryState } from '../../../ui/query-state';
import { useReadiness } from '../api/get-readiness';
import { useReviewSummary } from '../api/get-review-summary';
import { MasteryBars, ReadinessBadge } from './readiness-panel';
import { ReviewEntry } from './review-entry';
import '../review.css';

/** On a certification's page, for a logged-in learner: review due today, readiness and mastery per topic. */
export function CertificationReview({ certificationId, certificationName }: { certificationId: number; certificationName: string }) {
  const { user } = useAuth();
  if (!user) return null;
  return <Panel userId={user.id} certificationId={certificationId} certificationName={certificationName} />;
}

function Panel({ userId, certificationId, certificationName }: { userId: number; certificationId: number; certificationName: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const summary = useReviewSummary(userId);
  const readiness = useReadiness(userId, certificationId, lang);
  return (
    <section className="card review-panel" aria-labelledby="review-title" data-testid="certification-review">
      <h2 id="review-title">{t('review.sectionTitle')}</h2>
      <QueryState query={summary} errorText={t('review.loadError')} rows={1}>
        {(data) => <ReviewEntry item={data.items.find((item) => item.certification_id === certificationId)} certificationId={certificationId} certificationName={certificationName} />}
      </QueryState>
      <QueryState query={readiness} errorText={t('review.loadError')}>
        {(data) => (
          <>
            <ReadinessBadge readiness={data} />
            <MasteryBars readiness={data} />
          </>
        )}
      </QueryState>
    </section>
  );
}
