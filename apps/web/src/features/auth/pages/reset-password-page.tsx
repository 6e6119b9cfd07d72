import { ERROR_CODES } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { useAuthForm } from '../hooks/use-auth-form';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { validateReset } from '../validation';

/** docs/product.md, Accounts: idle, saving, success then on to the login page. The token comes from the e-mail's link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const form = useAuthForm({ initial: { newPassword: '', repeatPassword: '' }, validate: (values) => validateReset(values, token), mutation: reset });
  useRedirectAfter(reset.isSuccess, `/${lang}/login`);

  const requestNewLink = (
    <p className="form-footer">
      <Link to={`/${lang}/forgot-password`}>{t('auth.reset.requestNew')}</Link>
    </p>
  );

  if (!token) {
    return (
      <AuthCard title={t('auth.reset.title')} testId="reset-page">
        <p className="notice notice-error" role="alert">
          {t('auth.reset.missingToken')}
        </p>
        {requestNewLink}
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title={t('auth.reset.title')} testId="reset-page">
        <p className="notice notice-success" role="status">
          {t('auth.reset.success')}
        </p>
      </AuthCard>
    );
  }

  const tokenRejected = reset.error instanceof ApiError && reset.error.code === ERROR_CODES.invalidToken;
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')} testId="reset-page">
      <form className="form" onSubmit={form.submit} noValidate>
        <FormAlert error={form.error} form="reset" />
        <PasswordField
          label={t('auth.fields.newPassword')}
          hint={t('auth.password.hint')}
          showLabel={t('auth.password.show')}
          hideLabel={t('auth.password.hide')}
          autoComplete="new-password"
          required
          {...form.field('newPassword')}
        />
        <PasswordField
          label={t('auth.fields.repeatPassword')}
          showLabel={t('auth.password.showRepeat')}
          hideLabel={t('auth.password.hideRepeat')}
          autoComplete="new-password"
          required
          {...form.field('repeatPassword')}
        />
        <button type="submit" className="button button-block" disabled={form.busy}>
          {form.busy ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </button>
      </form>
      {tokenRejected && requestNewLink}
    </AuthCard>
  );
}
