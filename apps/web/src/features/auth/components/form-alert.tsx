import { useTranslation } from 'react-i18next';
import { authErrorText, type AuthForm } from '../auth-errors';

/** The server's verdict on a submitted form, announced as soon as it appears. */
export function FormAlert({ error, form }: { error: unknown; form: AuthForm }) {
  const { t } = useTranslation();
  if (!error) return null;
  const { key, count } = authErrorText(error, form);
  return (
    <div className="notice notice-error form-alert" role="alert" data-testid="form-error">
      {count === undefined ? t(`auth.errors.${key}`) : t(`auth.errors.${key}`, { count })}
    </div>
  );
}
