import type { PremiumInfo } from '@certamen/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-context';
import { useLang } from '../../../lib/use-lang';
import { useSubmitPremiumInterest } from '../api/submit-premium-interest';
import { interestErrorText, isEmailError, priceLabel } from '../premium-format';

/** docs/product.md, Premium, interest page: optional e-mail, optional price among the configured ones, optional comment; the answer is "si". */
export function InterestForm({ info }: { info: PremiumInfo }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useAuth();
  const id = useId();
  const submit = useSubmitPremiumInterest();
  const [email, setEmail] = useState(user?.email ?? '');
  const [price, setPrice] = useState('');
  const [feedback, setFeedback] = useState('');
  const thanksRef = useRef<HTMLDivElement>(null);
  const emailInvalid = isEmailError(submit.error);

  // The form gives way to the thanks: focus follows, so it is read out.
  useEffect(() => {
    if (submit.isSuccess) thanksRef.current?.focus();
  }, [submit.isSuccess]);

  useEffect(() => {
    // docs/product.md, Premium: a failure of the interest page is logged (and, here, also said).
    if (submit.error) console.error('Certamen: premium interest not sent', submit.error);
  }, [submit.error]);

  if (submit.isSuccess) {
    return (
      <div ref={thanksRef} className="notice notice-success premium-thanks" role="status" tabIndex={-1} data-testid="premium-thanks">
        <h2>{t('premium.page.thanksTitle')}</h2>
        <p>{t('premium.page.thanksText')}</p>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate({ answer: 'si', email: email.trim() || null, price_suggestion: price || null, feedback: feedback.trim() || null, lang });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} data-testid="premium-interest-form">
      <h2 id={`${id}-title`}>{t('premium.page.formTitle')}</h2>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('premium.page.emailLabel')}</label>
        <input id={`${id}-email`} className="input" type="email" inputMode="email" autoComplete="email" maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} aria-invalid={emailInvalid || undefined} aria-describedby={emailInvalid ? `${id}-email-hint ${id}-error` : `${id}-email-hint`} />
        <p id={`${id}-email-hint`} className="field-hint">{t('premium.page.emailHint')}</p>
      </div>
      <fieldset className="premium-choices">
        <legend>{t('premium.page.priceLegend')}</legend>
        <div className="premium-price-grid">
          {info.prices.map((option) => (
            <label key={`${option.amount}-${option.period}`} className="premium-choice">
              <input type="radio" name={`${id}-price`} value={option.amount} checked={price === option.amount} onChange={() => setPrice(option.amount)} />
              <span>{priceLabel(option, info.currency, lang, t)}</span>
            </label>
          ))}
          <label className="premium-choice">
            <input type="radio" name={`${id}-price`} value="" checked={price === ''} onChange={() => setPrice('')} />
            <span>{t('premium.page.priceNone')}</span>
          </label>
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-comment`}>{t('premium.page.commentLabel')}</label>
        <textarea id={`${id}-comment`} className="input" rows={3} maxLength={1000} value={feedback} onChange={(event) => setFeedback(event.target.value)} />
      </div>
      {submit.error && <p id={`${id}-error`} className="notice notice-error" role="alert">{interestErrorText(submit.error, t)}</p>}
      <button type="submit" className="button button-block" disabled={submit.isPending}>
        {submit.isPending ? t('premium.page.submitting') : t('premium.page.submit')}
      </button>
    </form>
  );
}
