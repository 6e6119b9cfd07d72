import type { AdminFeedbackItem } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

interface FeedbackItemProps {
  item: AdminFeedbackItem;
  busy: boolean;
  onArchive?: (item: AdminFeedbackItem) => void;
  onDelete?: (item: AdminFeedbackItem) => void;
}

/**
 * One learner's feedback. Their words are rendered as React text, never as HTML (docs/product.md,
 * Administration). Archived items come without onArchive/onDelete: read-only.
 */
export function FeedbackItem({ item, busy, onArchive, onDelete }: FeedbackItemProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const readOnly = !onArchive && !onDelete;
  return (
    <li className={`card feedback-item feedback-${item.type}`} data-testid="feedback-item" data-feedback-id={item.id}>
      <div className="feedback-meta">
        <span className={`feedback-type feedback-type-${item.type}`}>{t(`adminFeedback.types.${item.type}`)}</span>
        <time dateTime={item.created_at}>{formatDate(item.created_at, lang, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })}</time>
        {item.username && <span className="feedback-author">{t('adminFeedback.by', { username: item.username })}</span>}
        {readOnly && <span className="feedback-archived-tag">{t('adminFeedback.archivedTag')}</span>}
      </div>
      <p className="feedback-question">{item.question ?? t('adminFeedback.questionMissing')}</p>
      <p className="feedback-topic">
        {[item.topic_title, item.certification_name].filter(Boolean).join(' · ')}
      </p>
      {item.description && (
        <blockquote className="feedback-description">
          <span className="visually-hidden">{t('adminFeedback.description')}: </span>
          {item.description}
        </blockquote>
      )}
      <div className="feedback-actions">
        <Link className="button button-ghost" to={`/${lang}/admin/questions/${item.question_id}`}>{t('adminFeedback.openEditor')}</Link>
        {onArchive && (
          <button type="button" className="button button-secondary" disabled={busy} onClick={() => onArchive(item)}>
            {t('adminFeedback.archive')}
          </button>
        )}
        {onDelete && (
          <button type="button" className="button button-danger" disabled={busy} onClick={() => onDelete(item)}>
            {t('adminFeedback.delete')}
          </button>
        )}
      </div>
    </li>
  );
}
