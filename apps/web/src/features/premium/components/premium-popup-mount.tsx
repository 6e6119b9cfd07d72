import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { markPopupShown, shouldOfferPremiumPopup } from '../popup-session';

// The popup (its form, its styles) is a chunk of its own: the first page load does not carry it.
const PremiumPopup = lazy(() => import('./premium-popup'));

/** Mounted once in the layout: offers the Premium popup once per session to logged-in learners (docs/product.md, Premium). */
export function PremiumPopupMount() {
  const { status, user } = useAuth();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const offer = status === 'authenticated' && shouldOfferPremiumPopup(user, pathname);
  // Opened as soon as it is due; it then stays open until closed, although it no longer is "due".
  if (offer && !open) setOpen(true);

  useEffect(() => {
    // Marked when shown, not when closed: a reload while it is open does not show it again.
    if (open) markPopupShown();
  }, [open]);

  const onClosed = useCallback(() => setOpen(false), []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PremiumPopup onClosed={onClosed} />
    </Suspense>
  );
}
