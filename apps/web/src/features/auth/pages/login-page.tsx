import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { useLang } from '../../../lib/use-lang';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { TextField } from '../components/text-field';
import { useAuthForm } from '../hooks/use-auth-form';
import { loginRedirectTarget } from '../redirect-target';
import { validateLogin } from '../validation';

export function LoginPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { status } = useAuth();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [remember, setRemember] = useState(true);
  const form = useAuthForm({ initial: { email: '', password: '' }, validate: (values) => validateLogin(values, remember), mutation: useLogin() });

  // Logged in (already, or by this form): on to the page asked for.
  if (status === 'authenticated') {
    return <Navigate replace to={loginRedirectTarget(searchParams.get('redirect'), location.state, lang)} />;
  }
  if (status === 'loading') {
    return (
      <AuthCard title={t('auth.login.title')}>
        <p role="status" className="notice">
          {t('auth.login.loadingProfile')}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} testId="login-page">
      <form className="form" onSubmit={form.submit} noValidate>
        <FormAlert error={form.error} form="login" />
        <TextField label={t('auth.fields.email')} type="email" inputMode="email" autoComplete="email" required {...form.field('email')} />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          showLabel={t('auth.password.show')}
          hideLabel={t('auth.password.hide')}
          {...form.field('password')}
        />
        <div className="form-row">
          <label className="checkbox">
            <input type="checkbox" name="remember" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
            <span>{t('auth.fields.rememberMe')}</span>
          </label>
          <Link to={`/${lang}/forgot-password`}>{t('auth.login.forgot')}</Link>
        </div>
        <button type="submit" className="button button-block" disabled={!form.values.email.trim() || !form.values.password || form.busy}>
          {form.busy ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>
      </form>
      <p className="form-footer">
        {t('auth.login.noAccount')} <Link to={`/${lang}/register`}>{t('auth.login.register')}</Link>
      </p>
    </AuthCard>
  );
}
