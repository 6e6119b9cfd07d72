import { ERROR_CODES } from '@certamen/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { useFieldMessages } from '../hooks/use-field-errors';
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { validateReset, type FieldErrors, type ResetField } from '../validation';

/** Spec section 4: idle, saving, success then on to the login page. The token comes from the e-mail's link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const [values, setValues] = useState<Record<ResetField, string>>({ newPassword: '', repeatPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const message = useFieldMessages(errors);
  useFocusFirstInvalid(formRef, errors);
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

  const field = (name: ResetField) => ({
    name,
    required: true,
    autoComplete: 'new-password',
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    error: message(name),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    const checked = validateReset(values, token);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    reset.mutate(checked.data);
  };

  const tokenRejected = reset.error instanceof ApiError && reset.error.code === ERROR_CODES.invalidToken;
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')} testId="reset-page">
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <FormAlert error={reset.error} form="reset" />
        <PasswordField
          label={t('auth.fields.newPassword')}
          hint={t('auth.password.hint')}
          showLabel={t('auth.password.show')}
          hideLabel={t('auth.password.hide')}
          {...field('newPassword')}
        />
        <PasswordField
          label={t('auth.fields.repeatPassword')}
          showLabel={t('auth.password.showRepeat')}
          hideLabel={t('auth.password.hideRepeat')}
          {...field('repeatPassword')}
        />
        <button type="submit" className="button button-block" disabled={reset.isPending}>
          {reset.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </button>
      </form>
      {tokenRejected && requestNewLink}
    </AuthCard>
  );
}
