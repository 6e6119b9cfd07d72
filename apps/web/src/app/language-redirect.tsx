import { Navigate, useLocation } from 'react-router';
import { browserLanguage } from '../lib/language';

/** A path without a language prefix goes, replacing history, to the same path under the browser's language. */
export function LanguageRedirect() {
  const { pathname, search, hash } = useLocation();
  const rest = pathname === '/' ? '' : pathname;
  return <Navigate replace to={`/${browserLanguage()}${rest}${search}${hash}`} />;
}
