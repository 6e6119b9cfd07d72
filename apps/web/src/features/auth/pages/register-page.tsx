import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { useLang } from '../../../lib/use-lang';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { TextField } from '../components/text-field';
import { useAuthForm } from '../hooks/use-auth-form';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { validateRegister } from '../validation';

export function RegisterPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { status } = useAuth();
  const register = useRegister();
  const form = useAuthForm({
    initial: { username: '', email: '', password: '', confirmPassword: '' },
    validate: (values) => validateRegister(values, lang),
    mutation: register,
  });
  // docs/product.md, Accounts: without a token in the answer, on to the login page after 1.2 s.
  const registeredWithoutToken = register.isSuccess && !register.data.token;
  useRedirectAfter(registeredWithoutToken, `/${lang}/login`);

  // With a token the session has started: straight to the profile (also for a visitor already logged in).
  if (status === 'authenticated' || (register.isSuccess && register.data.token)) return <Navigate replace to={`/${lang}/profile`} />;

  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} testId="register-page">
      {registeredWithoutToken ? (
        <p className="notice notice-success" role="status">
          {t('auth.register.success')}
        </p>
      ) : (
        <form className="form" onSubmit={form.submit} noValidate>
          <FormAlert error={form.error} form="register" />
          <TextField label={t('auth.fields.username')} autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={32} hint={t('auth.register.usernameHint')} required {...form.field('username')} />
          <TextField label={t('auth.fields.email')} type="email" inputMode="email" autoComplete="email" required {...form.field('email')} />
          <PasswordField
            label={t('auth.fields.password')}
            autoComplete="new-password"
            hint={t('auth.password.hint')}
            showLabel={t('auth.password.show')}
            hideLabel={t('auth.password.hide')}
            required
            {...form.field('password')}
          />
          <PasswordField
            label={t('auth.fields.confirmPassword')}
            autoComplete="new-password"
            showLabel={t('auth.password.showConfirm')}
            hideLabel={t('auth.password.hideConfirm')}
            required
            {...form.field('confirmPassword')}
          />
          <button type="submit" className="button button-block" disabled={form.busy}>
            {form.busy ? t('auth.register.submitting') : t('auth.register.submit')}
          </button>
        </form>
      )}
      <p className="form-footer">
        {t('auth.register.haveAccount')} <Link to={`/${lang}/login`}>{t('auth.register.login')}</Link>
      </p>
    </AuthCard>
  );
}
