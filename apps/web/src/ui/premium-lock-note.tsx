import { FREE_TOPICS_PER_CERTIFICATION } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../lib/use-lang';
import { Icon } from './icons';

/**
 * What a locked thing says (docs/product.md, Premium): why it is locked, and the way to the upgrade page. Shared by
 * the catalogue (topics beyond the first three), the quiz (a locked topic, a locked explanation) and the profile's review.
 */
export function PremiumLockNote({ reason, className }: { reason: 'topic' | 'quiz' | 'explanation'; className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <p className={`lock-note${className ? ` ${className}` : ''}`} data-testid="premium-lock">
      <Icon name="lock" size={16} />
      <span>{t(`premium.lock.${reason}`, { count: FREE_TOPICS_PER_CERTIFICATION })}</span>{' '}
      {/* The space lets the link go to the next line alone, not with the sentence's last word. */}
      <Link to={`/${lang}/premium/upgrade`} className="lock-note-link">{t('premium.lock.upgrade')}</Link>
    </p>
  );
}
