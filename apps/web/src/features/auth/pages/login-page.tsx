import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { useLang } from '../../../lib/use-lang';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { TextField } from '../components/text-field';
import { useFieldMessages } from '../hooks/use-field-errors';
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid';
import { loginRedirectTarget } from '../redirect-target';
import { validateLogin, type FieldErrors, type LoginField } from '../validation';

export function LoginPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { status } = useAuth();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const message = useFieldMessages(errors);
  useFocusFirstInvalid(formRef, errors);

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const checked = validateLogin({ email, password }, remember);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    login.mutate(checked.data);
  };

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} testId="login-page">
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <FormAlert error={login.error} form="login" />
        <TextField
          label={t('auth.fields.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={message('email')}
        />
        <PasswordField
          label={t('auth.fields.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={message('password')}
          showLabel={t('auth.password.show')}
          hideLabel={t('auth.password.hide')}
        />
        <div className="form-row">
          <label className="checkbox">
            <input type="checkbox" name="remember" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
            <span>{t('auth.fields.rememberMe')}</span>
          </label>
          <Link to={`/${lang}/forgot-password`}>{t('auth.login.forgot')}</Link>
        </div>
        <button type="submit" className="button button-block" disabled={!email.trim() || !password || login.isPending}>
          {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>
      </form>
      <p className="form-footer">
        {t('auth.login.noAccount')} <Link to={`/${lang}/register`}>{t('auth.login.register')}</Link>
      </p>
    </AuthCard>
  );
}
