import type { User } from '@certamen/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { FeatureSlot } from '../../../lib/feature-slots';
import { useLang } from '../../../lib/use-lang';
import { useCategoriesProgress } from '../api/get-categories-progress';
import { useStreak } from '../api/get-streak';
import { useUserBadges } from '../api/get-user-badges';
import { useUserHistory } from '../api/get-user-history';
import { BadgesPanel } from '../components/badges-panel';
import { CategoryProgressTable } from '../components/category-progress-table';
import { CertificationStats } from '../components/certification-stats';
import { ExamHistory } from '../components/exam-history';
import { LeaderboardVisibility } from '../components/leaderboard-visibility';
import { ProfileHeader } from '../components/profile-header';
import { ProgressTiles } from '../components/progress-tiles';
import { StreakPanel } from '../components/streak-panel';
import { TrendPanel } from '../components/trend-panel';
import { useExportPdf } from '../hooks/use-export-pdf';
import { useProgressRefresh } from '../hooks/use-progress-refresh';
import '../profile.css';

/** docs/product.md, Progress and leaderboard, /{lang}/profile: who the learner is and how they are doing. Renders nothing without a user. */
export function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  return <Profile key={user.id} user={user} />;
}

function Profile({ user }: { user: User }) {
  const { t } = useTranslation();
  const lang = useLang();
  const userId = user.id;
  const { hash } = useLocation();
  const streak = useStreak(userId);
  const badges = useUserBadges(lang);
  const history = useUserHistory(lang);
  const progress = useCategoriesProgress();
  const { exportPdf, exporting } = useExportPdf(user);
  useProgressRefresh();

  // docs/product.md, Progress and leaderboard: failures that are only logged, and the streak's warning.
  useEffect(() => {
    if (streak.error) console.warn('Certamen: the streak could not be refreshed', streak.error);
  }, [streak.error]);
  useEffect(() => {
    if (badges.error) console.warn('Certamen: the badges could not be loaded', badges.error);
  }, [badges.error]);

  // /profile#storico: the history is below the fold and arrives after the page, so scroll once it is there.
  const historyReady = history.isSuccess;
  useEffect(() => {
    if (hash === '#storico' && historyReady) document.getElementById('storico')?.scrollIntoView({ block: 'start' });
  }, [hash, historyReady]);

  const streakFailed = streak.isError;
  const badgeList = badges.data;
  const latestCertification = history.data?.items.find((item) => item.certification_id !== null)?.certification_id ?? null;

  return (
    <div className="page profile" data-testid="profile-page">
      <title>{`${t('profile.title')} · Certamen`}</title>
      <ProfileHeader user={user} onExport={() => void exportPdf()} exporting={exporting} />
      <ProgressTiles
        values={{
          currentStreak: streakFailed ? 0 : (streak.data?.current_streak ?? null),
          bestStreak: streakFailed ? 0 : (streak.data?.best_streak ?? null),
          averageScore: history.data ? history.data.stats.average_score : null,
          badgesEarned: badgeList ? badgeList.filter((badge) => badge.earned).length : null,
          badgesTotal: badgeList ? badgeList.length : null,
        }}
      />
      <div className="profile-columns">
        <StreakPanel streak={streak} averageScore={history.data ? history.data.stats.average_score : null} />
        <BadgesPanel badges={badges} />
      </div>
      <FeatureSlot name="profileReview" props={{}} />
      <div className="profile-columns">
        <ExamHistory history={history} />
        <TrendPanel history={history} />
      </div>
      <CategoryProgressTable progress={progress} />
      <div className="profile-columns">
        <CertificationStats userId={userId} suggestedCertificationId={latestCertification} />
        <LeaderboardVisibility userId={userId} />
      </div>
    </div>
  );
}
