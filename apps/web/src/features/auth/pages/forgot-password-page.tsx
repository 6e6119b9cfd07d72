import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../lib/use-lang';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { TextField } from '../components/text-field';
import { useAuthForm } from '../hooks/use-auth-form';
import { validateForgot } from '../validation';

/** docs/product.md, Accounts: idle, sending, sent. The confirmation is the same whether the e-mail is known or not. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const forgot = useForgotPassword();
  const form = useAuthForm({ initial: { email: '' }, validate: (values) => validateForgot(values, lang), mutation: forgot });
  const sentRef = useRef<HTMLDivElement>(null);

  // The form disappears: focus moves to the confirmation so it is read out.
  useEffect(() => {
    if (forgot.isSuccess) sentRef.current?.focus();
  }, [forgot.isSuccess]);

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={forgot.isSuccess ? undefined : t('auth.forgot.subtitle')} testId="forgot-page">
      {forgot.isSuccess ? (
        <div ref={sentRef} className="notice notice-success" role="status" tabIndex={-1} data-testid="forgot-sent">
          <h2>{t('auth.forgot.sentTitle')}</h2>
          <p>{t('auth.forgot.sentText', { email: forgot.variables.email })}</p>
        </div>
      ) : (
        <form className="form" onSubmit={form.submit} noValidate>
          <FormAlert error={form.error} form="forgot" />
          <TextField label={t('auth.fields.email')} type="email" inputMode="email" autoComplete="email" required {...form.field('email')} />
          <button type="submit" className="button button-block" disabled={form.busy}>
            {form.busy ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
          </button>
        </form>
      )}
      <p className="form-footer">
        <Link to={`/${lang}/login`}>{t('auth.forgot.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
