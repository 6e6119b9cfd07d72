import type { UseQueryResult } from '@tanstack/react-query';
import type { StreakResponse } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { averageStep, streakStep } from '../progress-rules';

const STREAK_MESSAGE = { 0: 'none', 1: 'd1', 2: 'd2', 3: 'd3', 5: 'd5', 7: 'd7', 10: 'd10' } as const;
const AVERAGE_MESSAGE = { 0: 'none', 1: 'low', 50: 'a50', 75: 'a75', 90: 'a90' } as const;

/**
 * docs/product.md, Progress and leaderboard, streak card: a skeleton while loading, then current and best streak with an encouragement;
 * on failure both are 0 with a notice (the warning goes to the console, in the page).
 */
export function StreakPanel({ streak, averageScore }: { streak: UseQueryResult<StreakResponse>; averageScore: number | null }) {
  const { t } = useTranslation();
  const failed = streak.isError;
  const current = failed ? 0 : (streak.data?.current_streak ?? 0);
  const best = failed ? 0 : (streak.data?.best_streak ?? 0);
  return (
    <section className="card profile-panel streak-panel" aria-labelledby="streak-title" data-testid="streak-panel">
      <h2 id="streak-title">{t('profile.streak.title')}</h2>
      <div aria-live="polite" aria-busy={streak.isPending}>
        {streak.isPending ? (
          <div className="streak-skeleton" role="status" data-testid="streak-skeleton">
            <span className="visually-hidden">{t('profile.streak.loading')}</span>
            <div className="skeleton" />
            <div className="skeleton skeleton-line" />
          </div>
        ) : (
          <>
            <dl className="streak-values">
              <div>
                <dt>{t('profile.currentStreak')}</dt>
                <dd>
                  <span className="streak-flame" aria-hidden="true" />
                  {t('profile.days', { count: current })}
                </dd>
              </div>
              <div>
                <dt>{t('profile.bestStreak')}</dt>
                <dd>{t('profile.days', { count: best })}</dd>
              </div>
            </dl>
            {!failed && streak.data && (
              <p className="streak-freezes" data-testid="streak-freezes" data-freezes={streak.data.freezes}>
                <span className="streak-freeze-icon" aria-hidden="true">❄️</span>
                {streak.data.freezes > 0 ? (
                  <span><strong>{t('review.freezes', { count: streak.data.freezes })}</strong> {t('review.freezeHint')}</span>
                ) : (
                  <span>{t('review.freezesNone')}</span>
                )}
              </p>
            )}
            {failed ? (
              <p className="notice notice-error" role="alert" data-testid="streak-error">
                {t('profile.streak.error')}
              </p>
            ) : (
              <p className="motivation" data-testid="streak-message">
                {t(`profile.streak.messages.${STREAK_MESSAGE[streakStep(current)]}`)}
              </p>
            )}
          </>
        )}
      </div>
      {averageScore !== null && <p className="muted average-message">{t(`profile.average.${AVERAGE_MESSAGE[averageStep(averageScore)]}`)}</p>}
    </section>
  );
}
