import { HOME_CATEGORY_ORDER } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUGGESTED_QUIZZES_SLUG } from '../../../lib/language';
import { useLang } from '../../../lib/use-lang';
import { Icon } from '../../../ui/icons';
import { Logo } from '../../../ui/logo';
import { CategoryGlyph } from '../components/category-glyph';

const FEATURES = ['official', 'progress', 'badges', 'freeTopics'] as const;

export function HomePage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="page home">
      <title>{`Certamen · ${t('app.tagline')}`}</title>
      <section className="hero">
        <Logo size={72} />
        <h1>{t('app.name')}</h1>
        <p className="tagline">{t('app.tagline')}</p>
        <Link className="button button-large" to={`/${lang}/quiz-home`}>
          {t('home.explore')} <Icon name="arrow" size={18} />
        </Link>
      </section>

      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categoriesTitle')}</h2>
        <ul className="tile-grid">
          {HOME_CATEGORY_ORDER.map((slug) => (
            <li key={slug}>
              <Link className="tile" to={`/${lang}/${slug}`}>
                <CategoryGlyph slug={slug} />
                <span>{t(`categories.${slug}.name`)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="center">
          <Link to={`/${lang}/${SUGGESTED_QUIZZES_SLUG[lang]}`}>{t('home.suggestedLink')}</Link>
        </p>
      </section>

      <section aria-labelledby="home-features">
        <h2 id="home-features">{t('home.featuresTitle')}</h2>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature} className="card">
              <h3>{t(`home.features.${feature}.title`)}</h3>
              <p>{t(`home.features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
