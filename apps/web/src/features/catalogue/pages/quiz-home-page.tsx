import { CATEGORIES, COMING_SOON_CHIPS, certificationsInCategory } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLang } from '../../../lib/use-lang';
import { CategoryGlyph } from '../components/category-glyph';

export function QuizHomePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <div className="page">
      <title>{`${t('quizHome.title')} · Certamen`}</title>
      <h1>{t('quizHome.title')}</h1>
      <p className="lead">{t('quizHome.subtitle')}</p>
      <ul className="category-list">
        {CATEGORIES.map((category) => {
          const name = t(`categories.${category.slug}.name`);
          return (
            // The whole card opens the category; chips inside are their own links.
            <li key={category.slug} className="card category-card clickable" onClick={() => navigate(`/${lang}/${category.slug}`)}>
              <div className="category-card-head">
                <CategoryGlyph slug={category.slug} />
                <h2>
                  <Link to={`/${lang}/${category.slug}`} aria-label={t('quizHome.openCategory', { category: name })} onClick={(event) => event.stopPropagation()}>
                    {name}
                  </Link>
                </h2>
              </div>
              <p>{t(`categories.${category.slug}.description`)}</p>
              <ul className="chips">
                {certificationsInCategory(category.slug).map((certification) => (
                  <li key={certification.slug}>
                    <Link className="chip" to={`/${lang}/certifications/${certification.slug}`} onClick={(event) => event.stopPropagation()}>
                      {certification.name}
                    </Link>
                  </li>
                ))}
                {COMING_SOON_CHIPS[category.slug].map((name) => (
                  <li key={name}>
                    <span className="chip chip-disabled" aria-disabled="true">
                      {name} <small>{t('quizHome.comingSoon')}</small>
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
