import type { LeaderboardResponse } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

/** Rank, username and points; the learner's own row is marked in words as well as colour. */
export function LeaderboardTable({ data, caption }: { data: LeaderboardResponse; caption: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const myId = data.me?.id;
  return (
    <div className="table-scroll">
      <table className="data-table leaderboard-table" data-testid="leaderboard-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="rank-col">{t('leaderboard.rank')}</th>
            <th scope="col">{t('leaderboard.username')}</th>
            <th scope="col" className="numeric">{t('leaderboard.points')}</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((entry) => {
            const mine = entry.id === myId;
            return (
              <tr key={entry.id} className={mine ? 'is-me' : undefined} aria-current={mine ? 'true' : undefined} data-testid={mine ? 'leaderboard-me' : undefined}>
                <td className="rank-col">
                  <span className={`rank rank-${entry.rank <= 3 ? entry.rank : 'other'}`}>{entry.rank}</span>
                </td>
                <th scope="row">
                  {entry.username}
                  {mine && <span className="you-tag"> {t('leaderboard.you')}</span>}
                </th>
                <td className="numeric">{formatNumber(entry.total_points, lang)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
