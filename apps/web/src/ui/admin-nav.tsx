import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLang } from '../lib/use-lang';

/** The administration area's sections, in the order an admin works through them. */
const SECTIONS = [
  { path: 'admin', key: 'content' },
  { path: 'admin/questions', key: 'questions' },
  { path: 'admin/feedback', key: 'feedback' },
  { path: 'admin/triage', key: 'triage' },
  { path: 'admin/users', key: 'users' },
  { path: 'admin/premium-interest', key: 'premiumInterest' },
] as const;

/** The tabs on top of every admin page: which section this is, and the way to the others. */
export function AdminNav() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <nav className="admin-nav" aria-label={t('adminShell.nav')}>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <NavLink end to={`/${lang}/${section.path}`}>{t(`adminShell.sections.${section.key}`)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
