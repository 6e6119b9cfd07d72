import type { HistoryResponse } from '@certamen/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { QueryState } from '../../../ui/query-state';
import { trendPoints } from '../progress-rules';

const TrendChart = lazy(() => import('./trend-chart'));

/** docs/product.md, Progress and leaderboard: the trend of the last 5 results, axis 0-100, with the same figures as text for screen readers. */
export function TrendPanel({ history }: { history: UseQueryResult<HistoryResponse> }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="card profile-panel trend-panel" aria-labelledby="trend-title" data-testid="trend">
      <h2 id="trend-title">{t('profile.trend.title')}</h2>
      <QueryState query={history} rows={1}>
        {(data) => {
          const points = trendPoints(data.items);
          if (points.length === 0) return <p className="empty-text" data-testid="trend-empty">{t('profile.trend.empty')}</p>;
          const labelled = points.map((point) => ({ ...point, label: formatDate(point.date, lang, { day: '2-digit', month: '2-digit' }) }));
          return (
            <figure className="trend-figure">
              <figcaption className="muted">{t('profile.trend.subtitle', { count: points.length })}</figcaption>
              <div className="trend-chart" aria-hidden="true" data-testid="trend-chart">
                <Suspense fallback={<div className="skeleton trend-skeleton" />}>
                  <TrendChart points={labelled} axisLabel={t('profile.trend.axis')} />
                </Suspense>
              </div>
              <div className="visually-hidden" data-testid="trend-text">
                <p>{t('profile.trend.summary')}</p>
                <ol>
                  {points.map((point) => (
                    <li key={point.id}>{t('profile.trend.point', { date: formatDate(point.date, lang), score: t('profile.percent', { value: point.score }) })}</li>
                  ))}
                </ol>
              </div>
            </figure>
          );
        }}
      </QueryState>
    </section>
  );
}
