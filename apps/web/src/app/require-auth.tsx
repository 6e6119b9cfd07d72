import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth-context';
import { useLang } from '../lib/use-lang';

/** docs/product.md, Accounts, login required: visitors go to the login page, which brings them back here afterwards. */
export function RequireAuth() {
  const { t } = useTranslation();
  const lang = useLang();
  const { status } = useAuth();
  const location = useLocation();

  if (status === 'loading') {
    return (
      <p className="message-page" role="status" data-testid="auth-loading">
        {t('auth.session.loading')}
      </p>
    );
  }
  if (status === 'anonymous') {
    const origin = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate replace to={`/${lang}/login?redirect=${encodeURIComponent(origin)}`} state={{ from: location }} />;
  }
  return <Outlet />;
}
