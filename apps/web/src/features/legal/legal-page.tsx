import { LANGUAGES } from '@certamen/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLang } from '../../lib/use-lang';
import { Icon } from '../../ui/icons';
import { openCookiePreferences } from '../../lib/cookie-consent';

type Kind = 'cookie' | 'privacy' | 'terms';
const PATHS: Record<Kind, string> = { cookie: 'cookie-policy', privacy: 'privacy-policy', terms: 'terms-conditions' };
/** When the policies' text last changed (decisions.md: a fixed date, not "today"). */
export const POLICIES_LAST_UPDATED = '2026-11-22';

export function LegalPage({ kind }: { kind: Kind }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const sections = t(`legal.${kind}.sections`, { returnObjects: true }) as { heading: string; body: string }[];
  const lastUpdate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(POLICIES_LAST_UPDATED));

  // Back goes to the previous page of this visit, or home when the page was opened directly.
  const hasHistory = location.key !== 'default';
  const goBack = () => (hasHistory ? navigate(-1) : navigate(`/${lang}`));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') goBack();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const origin = window.location.origin;
  return (
    <article className="legal" data-testid={`legal-${kind}`}>
      <title>{`${t(`legal.${kind}.title`)} · Certamen`}</title>
      <link rel="canonical" href={`${origin}/${lang}/${PATHS[kind]}`} />
      {LANGUAGES.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={`${origin}/${code}/${PATHS[kind]}`} />
      ))}
      <nav className="legal-toolbar" aria-label={t('legal.toolbar')}>
        <button type="button" className="button button-ghost" onClick={goBack}>
          <Icon name="back" size={18} /> {t('legal.back')}
        </button>
        <Link className="button button-ghost" to={`/${lang}`}>
          <Icon name="home" size={18} /> {t('legal.home')}
        </Link>
        <button type="button" className="button button-ghost icon-only" onClick={goBack} aria-label={t('legal.close')}>
          <Icon name="close" size={18} />
        </button>
      </nav>
      <h1>{t(`legal.${kind}.title`)}</h1>
      <p className="muted">{t('legal.lastUpdate', { date: lastUpdate })}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.body}</p>
        </section>
      ))}
      {kind === 'terms' && (
        <>
          <p>
            <button type="button" className="button button-secondary" onClick={openCookiePreferences}>
              {t('legal.terms.openCookiePreferences')}
            </button>
          </p>
          <h2>{t('legal.seeAlso')}</h2>
          <ul>
            <li><Link to={`/${lang}/cookie-policy`}>{t('legal.cookie.title')}</Link></li>
            <li><Link to={`/${lang}/privacy-policy`}>{t('legal.privacy.title')}</Link></li>
          </ul>
        </>
      )}
      <h2 className="small-heading">{t('legal.otherLanguages')}</h2>
      <ul className="inline-list">
        {LANGUAGES.filter((code) => code !== lang).map((code) => (
          <li key={code}>
            <Link to={`/${code}/${PATHS[kind]}`} hrefLang={code} lang={code}>{t(`languages.${code}`)}</Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
