import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCertificationStats, type QuizTypeFilter } from '../api/get-certification-stats';
import { useCertifications } from '../api/get-certifications';
import { clampScore } from '../progress-rules';

const TYPES: readonly QuizTypeFilter[] = ['all', 'topic', 'mixed'];

/** docs/product.md, Progress and leaderboard: a certification selector and a quiz-type filter with simulations, highest and average score. */
export function CertificationStats({ userId, suggestedCertificationId }: { userId: number; suggestedCertificationId: number | null }) {
  const { t } = useTranslation();
  const selectId = useId();
  const certifications = useCertifications();
  const [chosen, setChosen] = useState<number | null>(null);
  const [type, setType] = useState<QuizTypeFilter>('all');
  const list = [...(certifications.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  // Until the learner picks one: the certification of their latest quiz, else the first of the list.
  const certificationId = chosen ?? (list.some((entry) => entry.id === suggestedCertificationId) ? suggestedCertificationId : (list[0]?.id ?? null));
  const stats = useCertificationStats(userId, certificationId, type);

  return (
    <section className="card profile-panel cert-stats" aria-labelledby="cert-stats-title" data-testid="certification-stats">
      <h2 id="cert-stats-title">{t('profile.certStats.title')}</h2>
      {certifications.isError ? (
        <div className="notice notice-error" role="alert">
          <p>{t('profile.certStats.certError')}</p>
          <button type="button" className="button button-secondary" onClick={() => void certifications.refetch()}>{t('common.retry')}</button>
        </div>
      ) : (
        <div className="cert-stats-controls">
          <div className="field">
            <label htmlFor={selectId}>{t('profile.certStats.certification')}</label>
            <select
              id={selectId}
              className="input"
              value={certificationId ?? ''}
              disabled={certifications.isPending}
              onChange={(event) => setChosen(Number(event.target.value) || null)}
            >
              {certificationId === null && <option value="">{t('profile.certStats.choose')}</option>}
              {list.map((certification) => (
                <option key={certification.id} value={certification.id}>{certification.name}</option>
              ))}
            </select>
          </div>
          <fieldset className="segmented">
            <legend>{t('profile.certStats.type')}</legend>
            {TYPES.map((value) => (
              <label key={value} className={type === value ? 'is-selected' : undefined}>
                <input type="radio" name={`${selectId}-type`} value={value} checked={type === value} onChange={() => setType(value)} />
                {t(`profile.certStats.types.${value}`)}
              </label>
            ))}
          </fieldset>
        </div>
      )}
      <div aria-live="polite" aria-busy={stats.isFetching}>
        {stats.isError ? (
          <div className="notice notice-error" role="alert">
            <p>{t('profile.certStats.error')}</p>
            <button type="button" className="button button-secondary" onClick={() => void stats.refetch()}>{t('common.retry')}</button>
          </div>
        ) : (
          <dl className={`stat-grid${stats.isPlaceholderData ? ' is-stale' : ''}`} data-testid="certification-stats-values">
            <div>
              <dt>{t('profile.certStats.simulations')}</dt>
              <dd>{stats.data ? stats.data.total_exams : '–'}</dd>
            </div>
            <div>
              <dt>{t('profile.certStats.highest')}</dt>
              <dd>{stats.data ? t('profile.percent', { value: clampScore(stats.data.max_score) }) : '–'}</dd>
            </div>
            <div>
              <dt>{t('profile.certStats.average')}</dt>
              <dd>{stats.data ? t('profile.percent', { value: clampScore(stats.data.average_score) }) : '–'}</dd>
            </div>
          </dl>
        )}
      </div>
    </section>
  );
}
