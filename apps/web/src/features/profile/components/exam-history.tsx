import type { HistoryItem, HistoryResponse } from '@certamen/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { QueryState } from '../../../ui/query-state';
import { clampScore, HISTORY_INITIAL, newestFirst, scoreTone } from '../progress-rules';

function HistoryEntry({ item }: { item: HistoryItem }) {
  const { t } = useTranslation();
  const lang = useLang();
  const score = clampScore(item.percentage);
  const title = item.certification_name ?? t('profile.history.mixed');
  // docs/product.md, Progress and leaderboard: quiz_id below 0 is a mixed quiz, none a topic quiz.
  const subtitle = item.quiz_id !== null && item.quiz_id < 0 ? t('profile.history.mixed') : (item.topic_title ?? t('profile.history.mixed'));
  const body = (
    <>
      <span className={`score-pill score-${scoreTone(score)}`}>{t('profile.percent', { value: score })}</span>
      <span className="history-main">
        <strong>{title}</strong>
        <span className="muted">{subtitle}</span>
      </span>
      <span className="history-meta">
        <span className="badge">{t(`profile.modes.${item.mode}`)}</span>
        {item.mode === 'exam' && <span className={`badge ${item.passed ? 'badge-free' : 'badge-fail'}`}>{item.passed ? t('profile.history.passed') : t('profile.history.failed')}</span>}
        <span className="muted">{t('profile.history.correctOf', { correct: item.correct_answers, total: item.total_questions })}</span>
        <time dateTime={item.date_taken || item.date}>{formatDate(item.date_taken || item.date, lang)}</time>
      </span>
    </>
  );
  return (
    <li data-testid="history-item">
      {item.attempt_id ? (
        <Link className="history-entry" to={`/${lang}/profile/review/${item.attempt_id}`}>
          {body}
          <span className="history-open">{t('profile.history.openReview')}</span>
        </Link>
      ) : (
        <div className="history-entry">{body}</div>
      )}
    </li>
  );
}

/** docs/product.md, Progress and leaderboard: the history (id "storico" for /profile#storico), 4 results then Show more. */
export function ExamHistory({ history }: { history: UseQueryResult<HistoryResponse> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  return (
    <section id="storico" className="card profile-panel history-panel" aria-labelledby="history-title" data-testid="history">
      <h2 id="history-title">{t('profile.history.title')}</h2>
      <QueryState query={history} errorText={t('profile.history.error')}>
        {(data) => {
          if (data.items.length === 0) {
            return (
              <div className="empty-state">
                <p className="empty-text" data-testid="history-empty">{t('profile.history.empty')}</p>
                <Link className="button button-secondary" to={`/${lang}/quiz-home`}>{t('profile.history.startQuiz')}</Link>
              </div>
            );
          }
          const items = newestFirst(data.items);
          const shown = expanded ? items : items.slice(0, HISTORY_INITIAL);
          return (
            <>
              <ul className="history-list" id={listId}>
                {shown.map((item) => <HistoryEntry key={item.id} item={item} />)}
              </ul>
              {items.length > HISTORY_INITIAL && (
                <button type="button" className="button button-ghost" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((value) => !value)}>
                  {expanded ? t('profile.history.showLess') : t('profile.history.showMore')}
                </button>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
