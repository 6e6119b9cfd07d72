import { FREE_TOPICS_PER_CERTIFICATION, PASS_PERCENT, findCertification, mixedExamSize } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FeatureSlot } from '../../../lib/feature-slots';
import { useLang } from '../../../lib/use-lang';
import { MessagePage } from '../../../ui/message-page';
import { useTopics } from '../api/get-topics';
import { CategoryGlyph } from '../components/category-glyph';
import { QueryState } from '../../../ui/query-state';
import { TopicList } from '../components/topic-list';

export function CertificationPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { certSlug = '' } = useParams();
  const certification = findCertification(certSlug);
  const topics = useTopics(certification?.id, lang);

  if (!certification) {
    return (
      <MessagePage
        testId="certification-not-found"
        title={t('certification.notFoundTitle')}
        text={t('certification.notFoundText', { slug: certSlug })}
        action={{ to: `/${lang}/quiz-home`, label: t('certification.browseAll') }}
      />
    );
  }

  const exam = mixedExamSize(certification);
  return (
    <div className="page">
      <title>{`${certification.name} · Certamen`}</title>
      <header className="page-header">
        <CategoryGlyph slug={certification.category} />
        <div>
          <p className="eyebrow">
            <Link to={`/${lang}/${certification.category}`}>{t(`categories.${certification.category}.name`)}</Link>
          </p>
          <h1>{certification.name}</h1>
        </div>
      </header>
      <dl className="facts-grid">
        <div><dt>{t('certification.vendor')}</dt><dd>{certification.vendor}</dd></div>
        <div><dt>{t('certification.examDuration')}</dt><dd>{t('common.minutes', { count: exam.minutes })}</dd></div>
        <div><dt>{t('certification.examQuestions')}</dt><dd>{exam.questions}</dd></div>
        <div><dt>{t('certification.passMark')}</dt><dd>{t('certification.passMarkValue', { percent: PASS_PERCENT })}</dd></div>
      </dl>
      <div className="actions">
        <Link className="button" to={`/${lang}/quiz/${certification.slug}`}>{t('certification.practiseByTopic')}</Link>
        <Link className="button button-secondary" to={`/${lang}/quiz/${certification.id}/mixed`}>{t('certification.mixedExam')}</Link>
      </div>
      <FeatureSlot name="certificationProgress" props={{ certificationId: certification.id, certificationName: certification.name }} />
      <section aria-labelledby="cert-topics">
        <h2 id="cert-topics">{t('certification.topicsTitle')}</h2>
        <p className="muted">{t('certification.freeTopicsNote', { count: FREE_TOPICS_PER_CERTIFICATION })}</p>
        <QueryState query={topics}>{(data) => <TopicList topics={data} />}</QueryState>
      </section>
    </div>
  );
}
