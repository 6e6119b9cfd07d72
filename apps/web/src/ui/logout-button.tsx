import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { useAuth } from '../lib/auth-context';
import { useLang } from '../lib/use-lang';
import { ConfirmDialog } from './confirm-dialog';
import { Icon } from './icons';

/** docs/product.md, Accounts: a success toast stays 2 s. */
const SUCCESS_TOAST_MS = 2000;

/**
 * docs/product.md, Accounts: 'Esci' on wide screens, 'Logout' under 768 px (the stylesheet shows one
 * of the two labels); it asks first, then ends the session, says so and goes home.
 */
export function LogoutButton({ className = 'button button-ghost' }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const [confirming, setConfirming] = useState(false);

  const logout = async () => {
    setConfirming(false);
    // Leave first, committed synchronously: ending the session while a login-only page is still
    // rendered would send us to the login page instead.
    await navigate(`/${lang}`, { flushSync: true });
    signOut();
    toast.success(t('auth.logout.success'), { duration: SUCCESS_TOAST_MS });
  };

  return (
    <>
      <button type="button" className={`${className} logout-button`} onClick={() => setConfirming(true)} data-testid="logout-button">
        <Icon name="logout" size={18} />
        <span className="label-wide">{t('auth.logout.label')}</span>
        <span className="label-narrow">{t('auth.logout.short')}</span>
      </button>
      <ConfirmDialog
        open={confirming}
        question={t('auth.logout.question')}
        confirmLabel={t('auth.logout.confirm')}
        cancelLabel={t('auth.logout.cancel')}
        onConfirm={() => void logout()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
