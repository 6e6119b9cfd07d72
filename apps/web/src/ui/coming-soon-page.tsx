import { useTranslation } from 'react-i18next';
import { useLang } from '../lib/use-lang';
import { MessagePage } from './message-page';

/** For routes whose feature is still being built: a real page that says so, never "not found". */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return <MessagePage testId="coming-soon" title={t('comingSoon.title')} text={t('comingSoon.text')} action={{ to: `/${lang}/quiz-home`, label: t('comingSoon.explore') }} />;
}
