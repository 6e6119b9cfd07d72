import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth-context';
import { useLang } from '../lib/use-lang';

/** docs/product.md, Administration: the redirect waits this long so the denial can be read. */
export const ADMIN_DENIAL_REDIRECT_MS = 2000;

/**
 * The admin pages, inside RequireAuth. The role here only decides what to show: every admin call is
 * checked again on the server (401/403), which is what protects the data.
 */
export function RequireAdmin() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';

  useEffect(() => {
    if (isAdmin) return;
    const timer = window.setTimeout(() => void navigate(`/${lang}/profile`, { replace: true }), ADMIN_DENIAL_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isAdmin, lang, navigate]);

  if (!isAdmin) {
    return (
      <section className="message-page" data-testid="admin-denied">
        <title>{`${t('adminShell.denied')} · Certamen`}</title>
        <h1 role="alert">{t('adminShell.denied')}</h1>
        <p>{t('adminShell.deniedText')}</p>
      </section>
    );
  }
  return <Outlet />;
}
