import { isLanguage, DEFAULT_LANGUAGE, type Language } from '@certamen/shared';
import { useParams } from 'react-router';

/** The language of the current route (the guard has already checked the prefix). */
export function useLang(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
