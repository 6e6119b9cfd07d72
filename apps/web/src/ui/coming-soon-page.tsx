import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../lib/use-lang';

/** For routes whose feature is still being built: a real page that says so, never "not found". */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="message-page" data-testid="coming-soon">
      <title>{`${t('comingSoon.title')} · Certamen`}</title>
      <h1>{t('comingSoon.title')}</h1>
      <p>{t('comingSoon.text')}</p>
      <Link className="button" to={`/${lang}/quiz-home`}>{t('comingSoon.explore')}</Link>
    </section>
  );
}
