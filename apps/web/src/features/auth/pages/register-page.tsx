import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { useLang } from '../../../lib/use-lang';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { TextField } from '../components/text-field';
import { useFieldMessages } from '../hooks/use-field-errors';
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { validateRegister, type FieldErrors, type RegisterField } from '../validation';

const EMPTY: Record<RegisterField, string> = { username: '', email: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { status } = useAuth();
  const register = useRegister();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const message = useFieldMessages(errors);
  useFocusFirstInvalid(formRef, errors);
  // Spec section 2: without a token in the answer, on to the login page after 1.2 s.
  const registeredWithoutToken = register.isSuccess && !register.data.token;
  useRedirectAfter(registeredWithoutToken, `/${lang}/login`);

  // With a token the session has started: straight to the profile (also for a visitor already logged in).
  if (status === 'authenticated' || (register.isSuccess && register.data.token)) return <Navigate replace to={`/${lang}/profile`} />;

  const field = (name: RegisterField) => ({
    name,
    required: true,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    error: message(name),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    const checked = validateRegister(values, lang);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    register.mutate(checked.data);
  };

  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} testId="register-page">
      {registeredWithoutToken ? (
        <p className="notice notice-success" role="status">
          {t('auth.register.success')}
        </p>
      ) : (
        <form ref={formRef} className="form" onSubmit={submit} noValidate>
          <FormAlert error={register.error} form="register" />
          <TextField label={t('auth.fields.username')} autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={32} hint={t('auth.register.usernameHint')} {...field('username')} />
          <TextField label={t('auth.fields.email')} type="email" inputMode="email" autoComplete="email" {...field('email')} />
          <PasswordField
            label={t('auth.fields.password')}
            autoComplete="new-password"
            hint={t('auth.password.hint')}
            showLabel={t('auth.password.show')}
            hideLabel={t('auth.password.hide')}
            {...field('password')}
          />
          <PasswordField
            label={t('auth.fields.confirmPassword')}
            autoComplete="new-password"
            showLabel={t('auth.password.showConfirm')}
            hideLabel={t('auth.password.hideConfirm')}
            {...field('confirmPassword')}
          />
          <button type="submit" className="button button-block" disabled={register.isPending}>
            {register.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
          </button>
        </form>
      )}
      <p className="form-footer">
        {t('auth.register.haveAccount')} <Link to={`/${lang}/login`}>{t('auth.register.login')}</Link>
      </p>
    </AuthCard>
  );
}
