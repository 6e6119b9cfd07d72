import { certificationsInCategory, findCategoryBySlug, type CategorySlug } from '@certamen/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../lib/use-lang';
import { Icon } from '../../../ui/icons';
import { useCertificationCounts } from '../api/get-certifications';
import { CategoryGlyph } from '../components/category-glyph';
import { ExamFacts } from '../components/exam-facts';

export function CategoryPage({ slug }: { slug: CategorySlug }) {
  const { t } = useTranslation();
  const lang = useLang();
  const category = findCategoryBySlug(slug)!;
  const counts = useCertificationCounts();
  const motivations = t('category.motivation', { returnObjects: true }) as string[];
  // One line per visit, not a new one on every render.
  const [motivationIndex] = useState(() => Math.floor(Math.random() * 6));
  const name = t(`categories.${slug}.name`);

  return (
    <div className="page">
      <title>{`${name} · Certamen`}</title>
      <header className="page-header">
        <CategoryGlyph slug={slug} />
        <div>
          <p className="eyebrow">{name}</p>
          <h1>{t('category.heading')}</h1>
        </div>
      </header>
      <p className="motivation" data-testid="motivation">{motivations[motivationIndex % motivations.length]}</p>
      <ul className="card-grid">
        {certificationsInCategory(slug).map((certification) => {
          const questionCount = counts.get(certification.id)?.question_count;
          return (
            <li key={certification.slug}>
              <Link className="card cert-card" to={`/${lang}/certifications/${certification.slug}`}>
                <span className="vendor">{certification.vendor}</span>
                <h2>{certification.name}</h2>
                <ExamFacts certification={certification} />
                {questionCount !== undefined && questionCount > 0 && (
                  <span className="badge">{t('category.practiceQuestions', { count: questionCount })}</span>
                )}
                <span className="card-cta">{t('category.openCertification')} <Icon name="arrow" size={16} /></span>
              </Link>
            </li>
          );
        })}
        <li>
          <Link className="card cert-card mixed-card" to={`/${lang}/quiz/${category.slug}/mixed`}>
            <h2>{t('category.mixedTitle')}</h2>
            <p>{t('category.mixedText')}</p>
            <span className="card-cta">{t('category.startMixed')} <Icon name="arrow" size={16} /></span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
