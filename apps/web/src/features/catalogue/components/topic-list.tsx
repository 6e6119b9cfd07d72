import type { TopicDto } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../lib/use-lang';
import { Icon } from '../../../ui/icons';

export function TopicList({ topics }: { topics: TopicDto[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (topics.length === 0) return <p className="notice">{t('certification.noTopics')}</p>;
  return (
    <ol className="topic-list">
      {topics.map((topic) => (
        <li key={topic.id}>
          <Link className="topic" to={`/${lang}/quiz/topic/${topic.id}`}>
            <span className="topic-index" aria-hidden="true">{topic.position}</span>
            <span className="topic-title">{topic.title}</span>
            <span className="topic-meta">{t('common.questions', { count: topic.question_count })}</span>
            {topic.free ? (
              <span className="badge badge-free">{t('certification.free')}</span>
            ) : (
              <span className="badge badge-premium" title={t('quizTopics.locked')}>
                <Icon name="lock" size={14} /> {t('certification.premium')}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ol>
  );
}
