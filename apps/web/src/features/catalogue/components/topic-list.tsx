import type { TopicDto } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { useLang } from '../../../lib/use-lang';
import { Icon } from '../../../ui/icons';
import { PremiumLockNote } from '../../../ui/premium-lock-note';

export function TopicList({ topics }: { topics: TopicDto[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useAuth();
  // docs/product.md, Premium: Premium learners and admins open every topic; the server checks it again.
  const hasPremium = user !== null && (user.is_premium || user.role === 'admin');
  if (topics.length === 0) return <p className="notice">{t('certification.noTopics')}</p>;
  return (
    <ol className="topic-list">
      {topics.map((topic) => {
        const badge = topic.free ? (
          <span className="badge badge-free">{t('certification.free')}</span>
        ) : (
          <span className="badge badge-premium" title={t('quizTopics.locked')}>
            <Icon name="lock" size={14} /> {t('certification.premium')}
          </span>
        );
        const body = (
          <>
            <span className="topic-index" aria-hidden="true">{topic.position}</span>
            <span className="topic-title">{topic.title}</span>
            <span className="topic-meta">{t('common.questions', { count: topic.question_count })}</span>
            {badge}
          </>
        );
        return (
          <li key={topic.id} data-testid="topic-item">
            {topic.free || hasPremium ? (
              <Link className="topic" to={`/${lang}/quiz/topic/${topic.id}`}>{body}</Link>
            ) : (
              // Locked: not a link to a quiz that would refuse to start, but the reason and the way to Premium.
              <div className="topic topic-locked">
                {body}
                <PremiumLockNote reason="topic" />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
