import { findBadge, type UserBadge } from '@certamen/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { BADGES_INITIAL, sortBadges } from '../progress-rules';

/** docs/product.md, Progress and leaderboard: earned/total, the first 6 then Show all / Show less; badges not earned yet are greyed. */
export function BadgesPanel({ badges }: { badges: UseQueryResult<UserBadge[]> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const all = sortBadges(badges.data ?? []);
  const earned = all.filter((badge) => badge.earned).length;
  const shown = expanded ? all : all.slice(0, BADGES_INITIAL);

  return (
    <section className="card profile-panel badges-panel" aria-labelledby="badges-title" data-testid="badges-panel">
      <div className="panel-head">
        <h2 id="badges-title">{t('profile.badges.title')}</h2>
        {badges.isSuccess && <span className="badge" data-testid="badges-count">{t('profile.badges.count', { earned, total: all.length })}</span>}
      </div>
      {badges.isPending && (
        <div className="skeleton-list" role="status" aria-live="polite">
          <span className="visually-hidden">{t('common.loading')}</span>
          <div className="skeleton" />
          <div className="skeleton" />
        </div>
      )}
      {/* docs/product.md, Progress and leaderboard: a badge load error is only logged; the panel says it cannot show them. */}
      {badges.isError && <p className="muted">{t('profile.badges.unavailable')}</p>}
      {badges.isSuccess && (
        <>
          {earned === 0 && <p className="empty-text" data-testid="badges-empty">{t('profile.badges.empty')}</p>}
          <ul className="badge-grid" id={listId}>
            {shown.map((badge) => {
              // Title and description from the shared catalogue, in the page's language.
              const entry = findBadge(badge.key);
              const title = entry?.title[lang] ?? badge.title;
              const description = entry?.description[lang] ?? badge.description;
              return (
                <li key={badge.key} className={`badge-item${badge.earned ? ' is-earned' : ' is-locked'}`} data-testid={`badge-${badge.key}`}>
                  <img src={badge.image || `/badges/${badge.key}.svg`} alt="" width={56} height={56} loading="lazy" />
                  <div>
                    <h3>{title}</h3>
                    <p>{description}</p>
                    <p className="badge-state">
                      {badge.earned
                        ? badge.awarded_at
                          ? t('profile.badges.earnedOn', { date: formatDate(badge.awarded_at, lang) })
                          : t('profile.badges.earned')
                        : t('profile.badges.locked')}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          {all.length > BADGES_INITIAL && (
            <button type="button" className="button button-ghost" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((value) => !value)}>
              {expanded ? t('profile.badges.showLess') : t('profile.badges.showAll')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
