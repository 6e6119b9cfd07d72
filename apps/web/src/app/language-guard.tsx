import { isLanguage } from '@certamen/shared';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { LanguageRedirect } from './language-redirect';

/** Routes under /:lang: a valid prefix sets the UI language; anything else is a path without one. */
export function LanguageGuard() {
  const { lang } = useParams();
  const { i18n } = useTranslation();
  const valid = isLanguage(lang);
  // Before paint, so the first frame is already in the path's language.
  useLayoutEffect(() => {
    if (!valid) return;
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
    document.documentElement.lang = lang;
  }, [i18n, lang, valid]);
  if (!valid) return <LanguageRedirect />;
  return <Outlet />;
}
