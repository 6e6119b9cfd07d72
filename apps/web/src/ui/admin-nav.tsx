import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
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

/** The tabs on top of every admin page: which section this is (a question's editor belongs to Questions), and the way to the others. */
export function AdminNav() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);

  // On a phone the tabs are one row that scrolls sideways (styles.css): bring the current one into view,
  // without scrolling the page itself.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('a.active');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - list.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav className="admin-nav" aria-label={t('adminShell.nav')}>
      <ul ref={listRef}>
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <NavLink end={section.path === 'admin'} to={`/${lang}/${section.path}`}>{t(`adminShell.sections.${section.key}`)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
