import { SUGGESTED_QUIZ_CATEGORY_IDS, findCategoryById } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../lib/use-lang';
import { Icon } from '../../../ui/icons';
import { CategoryGlyph } from '../components/category-glyph';

export function SuggestedQuizzesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="page">
      <title>{`${t('suggested.title')} · Certamen`}</title>
      <h1>{t('suggested.title')}</h1>
      <p className="lead">{t('suggested.subtitle')}</p>
      <ul className="card-grid">
        {SUGGESTED_QUIZ_CATEGORY_IDS.map((id) => {
          const category = findCategoryById(id)!;
          return (
            <li key={id}>
              {/* The link names the category by slug: a number in /quiz/{n}/mixed is a certification id (decisions.md). */}
              <Link className="card cert-card" to={`/${lang}/quiz/${category.slug}/mixed`}>
                <CategoryGlyph slug={category.slug} />
                <h2>{t(`categories.${category.slug}.name`)}</h2>
                <p>{t(`categories.${category.slug}.description`)}</p>
                <span className="card-cta">{t('suggested.start')} <Icon name="arrow" size={16} /></span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
