import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../lib/use-lang';
import { OPEN_COOKIE_PREFERENCES_EVENT, acceptCookies, hasAcceptedCookies, withdrawCookieConsent } from '../../lib/cookie-consent';

export function CookieBanner() {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(() => !hasAcceptedCookies());

  useEffect(() => {
    const reopen = () => setOpen(true);
    window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, reopen);
  }, []);

  if (!open) return null;
  return (
    <section className="cookie-banner" role="region" aria-label={t('cookieBanner.label')}>
      <p>
        {t('cookieBanner.text')} <Link to={`/${lang}/cookie-policy`}>{t('cookieBanner.learnMore')}</Link>
      </p>
      <div className="cookie-banner-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            withdrawCookieConsent();
            setOpen(false);
          }}
        >
          {t('cookieBanner.reject')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            acceptCookies();
            setOpen(false);
          }}
        >
          {t('cookieBanner.accept')}
        </button>
      </div>
    </section>
  );
}
