import type { QuestionStatsResponse } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber, localeOf } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

/** One row per question: its numbers, the reasons to look at it, and the way to its editor. */
export function StatsTable({ data }: { data: QuestionStatsResponse }) {
  const { t } = useTranslation();
  const lang = useLang();
  const percent = new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 1 });
  const decimal = new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <div className="table-scroll">
      <table className="data-table stack-table stats-table" data-testid="question-stats-table">
        <caption className="visually-hidden">{t('questionStats.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('questionStats.columns.question')}</th>
            <th scope="col" className="numeric">{t('questionStats.columns.answers')}</th>
            <th scope="col" className="numeric">{t('questionStats.columns.facility')}</th>
            <th scope="col" className="numeric">{t('questionStats.columns.discrimination')}</th>
            <th scope="col" className="numeric">{t('questionStats.columns.reports')}</th>
            <th scope="col">{t('questionStats.columns.flags')}</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((item) => (
            <tr key={item.question_id} data-testid="question-stats-row" data-question-id={item.question_id}>
              <th scope="row">
                <Link to={`/${lang}/admin/questions/${item.question_id}`}>{item.question ?? t('questionStats.untitled', { id: item.question_id })}</Link>
                <span className="stats-where">{[item.topic_title, item.certification_name].filter(Boolean).join(' · ')}</span>
              </th>
              <td className="numeric" data-label={t('questionStats.columns.answers')}>{formatNumber(item.answers, lang)}</td>
              <td className="numeric" data-label={t('questionStats.columns.facility')}>{item.facility === null ? '–' : percent.format(item.facility)}</td>
              <td className="numeric" data-label={t('questionStats.columns.discrimination')}>{item.discrimination === null ? '–' : decimal.format(item.discrimination)}</td>
              <td className="numeric" data-label={t('questionStats.columns.reports')}>{formatNumber(item.open_reports, lang)}</td>
              <td className="stats-flags-cell">
                <ul className="stats-flags">
                  {item.flags.map((flag) => (
                    <li key={flag} className={`stats-flag stats-flag-${flag}`}>{t(`questionStats.flags.${flag}`)}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
