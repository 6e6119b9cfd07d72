import { FEEDBACK_TYPES, type AdminFeedbackItem } from '@certamen/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { AdminPage } from '../../../ui/admin-page';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { QueryState } from '../../../ui/query-state';
import { useArchiveFeedback } from '../api/archive-feedback';
import { useDeleteFeedback } from '../api/delete-feedback';
import { useFeedback, FEEDBACK_LIST_LIMIT } from '../api/get-feedback';
import { useFeedbackStats } from '../api/get-feedback-stats';
import { FeedbackItem } from '../components/feedback-item';
import { matchesFilter, splitActive, type FeedbackFilter } from '../feedback-sections';
import '../admin-feedback.css';

const FILTERS: readonly FeedbackFilter[] = ['all', ...FEEDBACK_TYPES];

/** docs/product.md, Administration, feedback review: counters, filters, recent / older / archived. */
export function AdminFeedbackPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [filter, setFilter] = useState<FeedbackFilter>('all');
  const [toDelete, setToDelete] = useState<AdminFeedbackItem | null>(null);
  const stats = useFeedbackStats();
  const active = useFeedback({ archived: false, lang });
  const archived = useFeedback({ archived: true, lang });
  const archive = useArchiveFeedback();
  const remove = useDeleteFeedback();
  const busy = archive.isPending || remove.isPending;

  // The spec logs list failures; the page also says so and offers to try again.
  useEffect(() => {
    for (const error of [stats.error, active.error, archived.error]) if (error) console.warn('Certamen: feedback could not be loaded', error);
  }, [stats.error, active.error, archived.error]);

  const onArchive = (item: AdminFeedbackItem) =>
    archive.mutate(item.id, {
      onSuccess: () => toast.success(t('adminFeedback.archived')),
      onError: (error) => {
        console.warn('Certamen: archiving feedback failed', error);
        toast.error(t('adminFeedback.archiveFailed'));
      },
    });
  const confirmDelete = () => {
    const item = toDelete;
    setToDelete(null);
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => toast.success(t('adminFeedback.deleted')),
      onError: (error) => {
        console.warn('Certamen: deleting feedback failed', error);
        toast.error(t('adminFeedback.deleteFailed'));
      },
    });
  };

  return (
    <AdminPage
      testId="admin-feedback-page"
      className="admin-feedback"
      title={t('adminFeedback.title')}
      subtitle={t('adminFeedback.subtitle')}
      action={<Link className="button button-secondary" to={`/${lang}/admin/triage`}>{t('adminFeedback.toTriage')}</Link>}
    >
      <section aria-labelledby="feedback-stats-title" className="feedback-stats-section">
        <h2 id="feedback-stats-title" className="visually-hidden">{t('adminFeedback.statsTitle')}</h2>
        <QueryState query={stats} rows={1}>
          {(data) => (
            <dl className="feedback-stats" data-testid="feedback-stats">
              {FEEDBACK_TYPES.map((type) => (
                <div key={type} className={`card feedback-stat feedback-stat-${type}`}>
                  <dt>{t(`adminFeedback.statLabels.${type}`)}</dt>
                  <dd data-testid={`feedback-stat-${type}`}>{data[type]}</dd>
                </div>
              ))}
            </dl>
          )}
        </QueryState>
      </section>

      <div className="feedback-filters" role="group" aria-label={t('adminFeedback.filterLabel')}>
        {FILTERS.map((value) => (
          <button key={value} type="button" aria-pressed={filter === value} onClick={() => setFilter(value)}>
            {t(`adminFeedback.filters.${value}`)}
          </button>
        ))}
      </div>

      <QueryState query={active}>
        {(items) => {
          const { recent, older } = splitActive(items, filter, new Date());
          return (
            <>
              <FeedbackSection id="recent" title={t('adminFeedback.sections.recent')} items={recent} busy={busy} onArchive={onArchive} onDelete={setToDelete} />
              <FeedbackSection id="older" title={t('adminFeedback.sections.older')} items={older} busy={busy} onArchive={onArchive} onDelete={setToDelete} />
              {items.length === FEEDBACK_LIST_LIMIT && <p className="field-hint">{t('adminFeedback.limited', { count: FEEDBACK_LIST_LIMIT })}</p>}
            </>
          );
        }}
      </QueryState>
      <QueryState query={archived}>
        {(items) => <FeedbackSection id="archived" title={t('adminFeedback.sections.archived')} items={items.filter(matchesFilter(filter))} busy={busy} />}
      </QueryState>

      <ConfirmDialog
        open={toDelete !== null}
        question={t('adminFeedback.confirmDelete')}
        confirmLabel={t('adminFeedback.delete')}
        cancelLabel={t('adminFeedback.cancel')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </AdminPage>
  );
}

function FeedbackSection({ id, title, items, busy, onArchive, onDelete }: { id: string; title: string; items: AdminFeedbackItem[]; busy: boolean; onArchive?: (item: AdminFeedbackItem) => void; onDelete?: (item: AdminFeedbackItem) => void }) {
  const { t } = useTranslation();
  return (
    <section className="feedback-section" aria-labelledby={`feedback-${id}`} data-testid={`feedback-section-${id}`}>
      <h2 id={`feedback-${id}`}>
        {title} <span className="feedback-count">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="empty-text">{t('adminFeedback.empty')}</p>
      ) : (
        <ul className="feedback-list">
          {items.map((item) => <FeedbackItem key={item.id} item={item} busy={busy} onArchive={onArchive} onDelete={onDelete} />)}
        </ul>
      )}
    </section>
  );
}
