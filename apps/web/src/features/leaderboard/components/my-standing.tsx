import type { LeaderboardResponse } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

/** The learner's own place when the top of the table does not show it: outside the top 50, hidden, or not ranked. */
export function MyStanding({ me }: { me: NonNullable<LeaderboardResponse['me']> }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="card my-standing" aria-labelledby="my-standing-title" data-testid="my-standing">
      <h2 id="my-standing-title">{t('leaderboard.yourPosition')}</h2>
      <dl className="my-standing-row">
        <div>
          <dt>{t('leaderboard.rank')}</dt>
          <dd>{me.rank ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('leaderboard.username')}</dt>
          <dd>{me.username}</dd>
        </div>
        <div>
          <dt>{t('leaderboard.points')}</dt>
          <dd>{formatNumber(me.total_points, lang)}</dd>
        </div>
      </dl>
      {me.hidden ? <p className="muted">{t('leaderboard.hidden')}</p> : me.rank === null && <p className="muted">{t('leaderboard.notRanked')}</p>}
    </section>
  );
}
