import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import type { LeaderboardPeriod } from '../../../lib/leaderboard-query';
import { useLang } from '../../../lib/use-lang';
import { Icon } from '../../../ui/icons';
import { useLeaderboard } from '../api/get-leaderboard';
import { LeaderboardTable } from '../components/leaderboard-table';
import { MyStanding } from '../components/my-standing';
import { usePeriodTabs } from '../hooks/use-period-tabs';
import '../leaderboard.css';

const PERIODS: readonly LeaderboardPeriod[] = ['all', 'week'];

/** docs/product.md, Progress and leaderboard, /leaderboard: rank, username and points, all time or this week; public. */
export function LeaderboardPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const { user, status } = useAuth();
  const [params, setParams] = useSearchParams();
  const period: LeaderboardPeriod = params.get('period') === 'week' ? 'week' : 'all';
  const leaderboard = useLeaderboard(period, user?.id ?? null);
  const select = (next: LeaderboardPeriod) => setParams(next === 'all' ? {} : { period: next }, { replace: true });
  const tabs = usePeriodTabs(PERIODS, period, select);

  // docs/product.md, Progress and leaderboard: a leaderboard failure is logged (the page also offers to try again).
  useEffect(() => {
    if (leaderboard.error) console.warn('Certamen: the leaderboard could not be loaded', leaderboard.error);
  }, [leaderboard.error]);

  const data = leaderboard.data;
  const me = data?.me ?? null;
  const meInTable = me !== null && data !== undefined && data.items.some((entry) => entry.id === me.id);

  return (
    <div className="page leaderboard" data-testid="leaderboard-page">
      <title>{`${t('leaderboard.title')} · Certamen`}</title>
      <header className="leaderboard-header">
        <div>
          <h1>{t('leaderboard.title')}</h1>
          <p className="lead">{t('leaderboard.subtitle')}</p>
        </div>
        {status === 'authenticated' ? (
          <Link className="button button-secondary" to={`/${lang}/profile`}>
            <Icon name="back" size={18} />
            {t('leaderboard.backToProfile')}
          </Link>
        ) : (
          <Link className="button button-secondary" to={`/${lang}/login?redirect=${encodeURIComponent(`/${lang}/leaderboard`)}`}>
            {t('leaderboard.loginPrompt')}
          </Link>
        )}
      </header>

      <div className="card leaderboard-card">
        <div role="tablist" aria-label={t('leaderboard.period')} className="tabs">
          {PERIODS.map((value) => (
            <button
              key={value}
              ref={tabs.tabRef(value)}
              type="button"
              role="tab"
              id={`${id}-tab-${value}`}
              aria-selected={period === value}
              aria-controls={`${id}-panel`}
              tabIndex={period === value ? 0 : -1}
              className="tab"
              onClick={() => select(value)}
              onKeyDown={tabs.onKeyDown}
            >
              {t(`leaderboard.periods.${value}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${period}`} className="tab-panel">
          <div aria-live="polite" aria-busy={leaderboard.isPending}>
            {leaderboard.isPending && (
              <div className="skeleton-list" role="status" data-testid="leaderboard-loading">
                <span className="visually-hidden">{t('leaderboard.loading')}</span>
                <div className="skeleton" />
                <div className="skeleton" />
                <div className="skeleton" />
              </div>
            )}
            {leaderboard.isError && (
              <div className="notice notice-error" role="alert">
                <p>{t('leaderboard.error')}</p>
                <button type="button" className="button button-secondary" onClick={() => void leaderboard.refetch()}>{t('common.retry')}</button>
              </div>
            )}
            {data && data.items.length === 0 && <p className="empty-text leaderboard-empty" data-testid="leaderboard-empty">{t('leaderboard.empty')}</p>}
            {data && data.items.length > 0 && <LeaderboardTable data={data} caption={t('leaderboard.caption', { period: t(`leaderboard.periods.${period}`) })} />}
          </div>
        </div>
      </div>
      {me && !meInTable && <MyStanding me={me} />}
    </div>
  );
}
