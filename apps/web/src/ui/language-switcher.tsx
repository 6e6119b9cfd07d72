import { LANGUAGES, type Language } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { switchLanguagePath } from '../lib/language';
import { useLang } from '../lib/use-lang';

/** Switches language in place: same page, same query and hash, history replaced. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('nav.language')}</span>
      <select
        value={lang}
        onChange={(event) => navigate(`${switchLanguagePath(pathname, event.target.value as Language)}${search}${hash}`, { replace: true })}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {code.toUpperCase()} · {t(`languages.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
