import { findCertification } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLang } from '../../../lib/use-lang';
import { MessagePage } from '../../../ui/message-page';
import { useTopics } from '../api/get-topics';
import { QueryState } from '../../../ui/query-state';
import { TopicList } from '../components/topic-list';

/** /{lang}/quiz/{quizSlug}: a certification's topics, under any slug the spec's quiz list uses. */
export function QuizTopicsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { quizSlug = '' } = useParams();
  const certification = findCertification(quizSlug);
  const topics = useTopics(certification?.id, lang);

  if (!certification) {
    return (
      <MessagePage
        testId="quiz-not-found"
        title={t('quizTopics.notFoundTitle')}
        text={t('quizTopics.notFoundText', { slug: quizSlug })}
        action={{ to: `/${lang}/quiz-home`, label: t('certification.browseAll') }}
      />
    );
  }
  return (
    <div className="page">
      <title>{`${t('quizTopics.title', { name: certification.name })} · Certamen`}</title>
      <p className="eyebrow"><Link to={`/${lang}/certifications/${certification.slug}`}>{certification.name}</Link></p>
      <h1>{t('quizTopics.title', { name: certification.name })}</h1>
      <p className="lead">{t('quizTopics.subtitle')}</p>
      <QueryState query={topics}>{(data) => <TopicList topics={data} />}</QueryState>
      <p className="actions">
        <Link className="button button-secondary" to={`/${lang}/quiz/${certification.id}/mixed`}>{t('certification.mixedExam')}</Link>
      </p>
    </div>
  );
}
