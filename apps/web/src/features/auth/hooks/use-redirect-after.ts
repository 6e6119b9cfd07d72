import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** docs/product.md, Accounts: after registering or resetting, the next page opens 1.2 s later. */
export const AUTH_REDIRECT_DELAY_MS = 1200;

/** Goes to `to` (replacing history) AUTH_REDIRECT_DELAY_MS after `when` becomes true. */
export function useRedirectAfter(when: boolean, to: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return;
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), AUTH_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [when, to, navigate]);
}
