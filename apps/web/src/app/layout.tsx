import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { CookieBanner } from '../features/cookie-consent/cookie-banner';
import { PremiumPopupMount } from '../features/premium/components/premium-popup-mount';
import { useAuth } from '../lib/auth-context';
import { useLang } from '../lib/use-lang';
import { BottomNav } from '../ui/bottom-nav';
import { LanguageSwitcher } from '../ui/language-switcher';
import { Logo } from '../ui/logo';
import { LogoutButton } from '../ui/logout-button';

export function Layout() {
  const { t } = useTranslation();
  const lang = useLang();
  const { status } = useAuth();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">{t('app.skipToContent')}</a>
      <header className="topbar">
        <Link to={`/${lang}`} className="brand" aria-label={t('app.homeLink')}>
          <Logo size={32} />
          <span className="brand-name">{t('app.name')}</span>
        </Link>
        <div className="topbar-actions">
          <LanguageSwitcher />
          {status === 'authenticated' && <LogoutButton />}
        </div>
      </header>
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="footer">
        <nav aria-label={t('footer.terms')}>
          <Link to={`/${lang}/cookie-policy`}>{t('footer.cookie')}</Link>
          <Link to={`/${lang}/privacy-policy`}>{t('footer.privacy')}</Link>
          <Link to={`/${lang}/terms-conditions`}>{t('footer.terms')}</Link>
        </nav>
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </footer>
      <BottomNav />
      <CookieBanner />
      <PremiumPopupMount />
      <ScrollRestoration />
    </div>
  );
}
