import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../lib/use-lang';

export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="message-page" data-testid="not-found">
      <title>{`${t('notFound.title')} · Certamen`}</title>
      <p className="message-code" aria-hidden="true">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button" to={`/${lang}`}>{t('notFound.home')}</Link>
    </section>
  );
}
