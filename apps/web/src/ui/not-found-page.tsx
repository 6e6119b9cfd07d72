import { useTranslation } from 'react-i18next';
import { useLang } from '../lib/use-lang';
import { MessagePage } from './message-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return <MessagePage testId="not-found" code="404" title={t('notFound.title')} text={t('notFound.text')} action={{ to: `/${lang}`, label: t('notFound.home') }} />;
}
