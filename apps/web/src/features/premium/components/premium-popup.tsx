import { PREMIUM_ANSWERS, premiumInterestBody, type PremiumAnswer } from '@certamen/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { Icon } from '../../../ui/icons';
import { usePremiumInfo } from '../api/get-premium-info';
import { useSubmitPremiumInterest } from '../api/submit-premium-interest';
import '../premium.css';

/**
 * docs/product.md, Premium, popup: a modal <dialog> (showModal keeps focus inside and makes the page inert); Escape,
 * Close or a successful answer close it, and focus goes back where it was. The answer is required; e-mail and
 * comment are optional (an empty e-mail is the learner's own).
 */
/** `onClosed` must be stable: a new one would reopen the dialog. */
export default function PremiumPopup({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useAuth();
  const info = usePremiumInfo();
  const submit = useSubmitPremiumInterest();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstAnswerRef = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState<PremiumAnswer | null>(null);
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState('');
  const [answerMissing, setAnswerMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [emailInvalid, setEmailInvalid] = useState(false);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    firstAnswerRef.current?.focus();
    const closed = () => {
      // Back to where the learner was (the page's main region when nothing had focus).
      (opener && opener !== document.body && opener.isConnected ? opener : document.getElementById('main'))?.focus({ preventScroll: true });
      onClosed();
    };
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
    };
    // onClosed is stable (the mount's useCallback): the dialog opens once.
  }, [onClosed]);

  const close = () => dialogRef.current?.close();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setEmailInvalid(false);
    if (answer === null) {
      setAnswerMissing(true);
      firstAnswerRef.current?.focus();
      return;
    }
    // docs/product.md, Premium: an empty e-mail falls back to the learner's own (null when there is none).
    const body = { answer, email: email.trim() || user?.email || null, feedback: feedback.trim() || null, userId: user?.id ?? null, lang };
    const checked = premiumInterestBody.safeParse(body);
    if (!checked.success) {
      const badEmail = checked.error.issues.some((issue) => issue.path[0] === 'email');
      setEmailInvalid(badEmail);
      setError(t(badEmail ? 'premium.errors.email' : 'premium.errors.validation'));
      return;
    }
    submit.mutate(body, {
      onSuccess: () => {
        toast.success(t('premium.popup.thanks'));
        close();
      },
      onError: (failure) => {
        console.error('Certamen: premium interest not sent', failure);
        setError(t('premium.popup.error'));
      },
    });
  };

  const percent = info.data?.firstMonthDiscountPercent;
  return (
    <dialog ref={dialogRef} className="premium-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} data-testid="premium-popup">
      <form className="premium-dialog-body" onSubmit={onSubmit} noValidate>
        <header className="premium-dialog-head">
          <h2 id={`${id}-title`}>{t('premium.popup.title')}</h2>
          <button type="button" className="button button-ghost premium-dialog-x" onClick={close} aria-label={t('premium.popup.close')}>
            <Icon name="close" size={20} />
          </button>
        </header>
        <p id={`${id}-text`}>{t('premium.popup.text')}</p>
        {percent !== undefined && percent > 0 && <p className="premium-offer">{t('premium.popup.offer', { percent })}</p>}

        <fieldset className="premium-choices" aria-describedby={answerMissing ? `${id}-answer-error` : undefined} aria-invalid={answerMissing || undefined}>
          <legend>{t('premium.popup.question')}</legend>
          {PREMIUM_ANSWERS.map((value, index) => (
            <label key={value} className="premium-choice">
              <input
                ref={index === 0 ? firstAnswerRef : undefined}
                type="radio"
                name={`${id}-answer`}
                value={value}
                checked={answer === value}
                required
                onChange={() => {
                  setAnswer(value);
                  setAnswerMissing(false);
                }}
              />
              <span>{t(`premium.popup.answers.${value}`)}</span>
            </label>
          ))}
          {answerMissing && <p id={`${id}-answer-error`} className="field-error">{t('premium.popup.answerRequired')}</p>}
        </fieldset>

        <div className="field">
          <label htmlFor={`${id}-email`}>{t('premium.popup.emailLabel')}</label>
          <input id={`${id}-email`} className="input" type="email" inputMode="email" autoComplete="email" maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} aria-invalid={emailInvalid || undefined} aria-describedby={[user?.email ? `${id}-email-hint` : '', emailInvalid ? `${id}-error` : ''].join(' ').trim() || undefined} />
          {user?.email && <p id={`${id}-email-hint`} className="field-hint">{t('premium.popup.emailHint', { email: user.email })}</p>}
        </div>
        <div className="field">
          <label htmlFor={`${id}-feedback`}>{t('premium.popup.feedbackLabel')}</label>
          <textarea id={`${id}-feedback`} className="input" rows={3} maxLength={1000} value={feedback} onChange={(event) => setFeedback(event.target.value)} />
        </div>

        {error && <p id={`${id}-error`} className="notice notice-error" role="alert">{error}</p>}
        <div className="premium-dialog-actions">
          <Link className="button button-ghost" to={`/${lang}/premium/upgrade`} onClick={close}>{t('premium.lock.upgrade')}</Link>
          <button type="button" className="button button-secondary" onClick={close}>{t('premium.popup.close')}</button>
          <button type="submit" className="button" disabled={submit.isPending}>{submit.isPending ? t('premium.popup.submitting') : t('premium.popup.submit')}</button>
        </div>
      </form>
    </dialog>
  );
}
