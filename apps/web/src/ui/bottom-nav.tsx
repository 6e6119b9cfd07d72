import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useAuth } from '../lib/auth-context';
import { SUGGESTED_QUIZZES_SLUG } from '../lib/language';
import { useLang } from '../lib/use-lang';
import { Icon } from './icons';

/** Home (hidden on home), Quiz, Suggested, Profile when logged in or Login: docs/product.md, Languages and routes, shared elements. */
export function BottomNav() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  // While a stored session is being checked, Profile is the likelier answer (and the profile route waits for it).
  const loggedIn = useAuth().status !== 'anonymous';
  const onHome = pathname === `/${lang}` || pathname === `/${lang}/`;
  const items = [
    ...(onHome ? [] : [{ to: `/${lang}`, label: t('nav.home'), icon: 'home' as const, end: true }]),
    { to: `/${lang}/quiz-home`, label: t('nav.quiz'), icon: 'quiz' as const, end: false },
    { to: `/${lang}/${SUGGESTED_QUIZZES_SLUG[lang]}`, label: t('nav.suggested'), icon: 'star' as const, end: false },
    loggedIn
      ? { to: `/${lang}/profile`, label: t('nav.profile'), icon: 'user' as const, end: false }
      : { to: `/${lang}/login`, label: t('nav.login'), icon: 'user' as const, end: false },
  ];
  return (
    <nav className="bottom-nav" aria-label={t('nav.main')}>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} className="bottom-nav-item">
          <Icon name={item.icon} />
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
