import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../lib/use-lang';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { TextField } from '../components/text-field';
import { useFieldMessages } from '../hooks/use-field-errors';
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid';
import { validateForgot, type FieldErrors, type ForgotField } from '../validation';

/** Spec section 4: idle, sending, sent. The confirmation is the same whether the e-mail is known or not. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ForgotField>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const message = useFieldMessages(errors);
  useFocusFirstInvalid(formRef, errors);

  // The form disappears: focus moves to the confirmation so it is read out.
  useEffect(() => {
    if (forgot.isSuccess) sentRef.current?.focus();
  }, [forgot.isSuccess]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (forgot.isPending) return;
    const checked = validateForgot({ email }, lang);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    forgot.mutate(checked.data);
  };

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={forgot.isSuccess ? undefined : t('auth.forgot.subtitle')} testId="forgot-page">
      {forgot.isSuccess ? (
        <div ref={sentRef} className="notice notice-success" role="status" tabIndex={-1} data-testid="forgot-sent">
          <h2>{t('auth.forgot.sentTitle')}</h2>
          <p>{t('auth.forgot.sentText', { email: forgot.variables.email })}</p>
        </div>
      ) : (
        <form ref={formRef} className="form" onSubmit={submit} noValidate>
          <FormAlert error={forgot.error} form="forgot" />
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
          <button type="submit" className="button button-block" disabled={forgot.isPending}>
            {forgot.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
          </button>
        </form>
      )}
      <p className="form-footer">
        <Link to={`/${lang}/login`}>{t('auth.forgot.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
