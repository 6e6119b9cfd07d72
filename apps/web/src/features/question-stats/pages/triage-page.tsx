import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { certificationsQuery } from '../../../lib/certifications-query';
import { useLang } from '../../../lib/use-lang';
import { AdminPage } from '../../../ui/admin-page';
import { Pager } from '../../../ui/pager';
import { QueryState } from '../../../ui/query-state';
import { useQuestionStats } from '../api/get-question-stats';
import { StatsTable } from '../components/stats-table';
import '../question-stats.css';

/**
 * docs/product.md, Administration, question statistics: the questions to look at first (open reports,
 * facility at or beyond 5% / 95%, discrimination under 0.1), or every answered question; each opens the editor.
 * View, certification and page live in the address, so a link or a reload keeps them.
 */
export function TriagePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'all' ? 'all' : 'triage';
  const certificationId = Number(params.get('certification')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const stats = useQuestionStats({ view, certificationId, lang, page });
  const certifications = useQuery(certificationsQuery);

  useEffect(() => {
    if (stats.error) console.warn('Certamen: question statistics could not be loaded', stats.error);
  }, [stats.error]);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  return (
    <AdminPage
      testId="triage-page"
      className="question-stats"
      title={t('questionStats.title')}
      subtitle={t('questionStats.subtitle')}
      action={<Link className="button button-secondary" to={`/${lang}/admin/feedback`}>{t('questionStats.toFeedback')}</Link>}
    >
      <div className="question-stats-controls">
        <div className="stats-views" role="group" aria-label={t('questionStats.viewLabel')}>
          {(['triage', 'all'] as const).map((value) => (
            <button key={value} type="button" aria-pressed={view === value} onClick={() => update({ view: value === 'all' ? 'all' : undefined, page: undefined })}>
              {t(`questionStats.views.${value}`)}
            </button>
          ))}
        </div>
        <div className="field">
          <label htmlFor={`${id}-certification`}>{t('questionStats.certification')}</label>
          <select
            id={`${id}-certification`}
            className="input"
            value={certificationId ?? ''}
            onChange={(event) => update({ certification: event.target.value || undefined, page: undefined })}
          >
            <option value="">{t('questionStats.allCertifications')}</option>
            {certifications.data?.map((certification) => <option key={certification.id} value={certification.id}>{certification.name}</option>)}
          </select>
        </div>
      </div>

      <details className="card stats-legend">
        <summary>{t('questionStats.legendTitle')}</summary>
        <ul>
          <li>{t('questionStats.legend.facility')}</li>
          <li>{t('questionStats.legend.discrimination')}</li>
          <li>{t('questionStats.legend.triage', { minAnswers: stats.data?.thresholds.minAnswers ?? 30 })}</li>
        </ul>
      </details>

      <section aria-live="polite" aria-busy={stats.isFetching}>
        <QueryState query={stats}>
          {(data) =>
            data.items.length === 0 ? (
              <p className="empty-text" data-testid="question-stats-empty">{t(view === 'triage' ? 'questionStats.emptyTriage' : 'questionStats.emptyAll')}</p>
            ) : (
              <>
                <p className="field-hint">{t('questionStats.total', { count: data.total })}</p>
                <StatsTable data={data} />
                <Pager
                  page={data.page}
                  pages={Math.max(1, Math.ceil(data.total / data.pageSize))}
                  onPage={(next) => update({ page: next > 1 ? String(next) : undefined })}
                  labels={{ nav: t('questionStats.pages'), previous: t('questionStats.previous'), next: t('questionStats.next'), pageOf: t('questionStats.pageOf', { page: data.page, pages: Math.max(1, Math.ceil(data.total / data.pageSize)) }) }}
                />
              </>
            )
          }
        </QueryState>
      </section>
    </AdminPage>
  );
}
