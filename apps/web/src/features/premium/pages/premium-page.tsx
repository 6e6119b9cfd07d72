import type { PremiumInfo } from '@certamen/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../lib/use-lang';
import { Icon } from '../../../ui/icons';
import { QueryState } from '../../../ui/query-state';
import { usePremiumInfo } from '../api/get-premium-info';
import { Countdown } from '../components/countdown';
import { InterestForm } from '../components/interest-form';
import { launchTime, longDate } from '../premium-format';
import '../premium.css';

/** docs/product.md, Premium: /{lang}/premium, the interest page (countdown, counter, form). Public. */
export function PremiumPage() {
  const { t } = useTranslation();
  const info = usePremiumInfo();
  // The countdown may reach zero while the page is open.
  const [arrived, setArrived] = useState(false);
  const onArrived = useCallback(() => setArrived(true), []);
  // Once the launch day has come there is nothing to count down to (never below zero).
  const launched = arrived || info.data?.launched === true;
  const title = launched ? t('premium.page.titleAvailable') : t('premium.page.title');
  return (
    <div className="page premium-page" data-testid="premium-page">
      <title>{`${title} · Certamen`}</title>
      <header className="premium-hero">
        <p className="eyebrow">{t('premium.name')}</p>
        <h1>{title}</h1>
        <p className="lead">{t('premium.page.subtitle')}</p>
      </header>
      <QueryState query={info} errorText={t('premium.page.loadError')}>{(data) => <InterestContent info={data} launched={launched} onArrived={onArrived} />}</QueryState>
    </div>
  );
}

function InterestContent({ info, launched, onArrived }: { info: PremiumInfo; launched: boolean; onArrived: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="premium-grid">
      <section className="card premium-card" aria-labelledby="premium-launch">
        {launched ? (
          <div className="notice premium-available" data-testid="premium-available">
            <h2 id="premium-launch">{t('premium.page.availableTitle')}</h2>
            <p>{t('premium.page.availableText')}</p>
          </div>
        ) : (
          <>
            <h2 id="premium-launch">{t('premium.page.countdownTitle')}</h2>
            <Countdown target={launchTime(info.launchDate)} onDone={onArrived} />
            <p className="muted">{t('premium.page.launchOn', { date: longDate(info.launchDate, lang) })}</p>
          </>
        )}
        <p className="premium-counter" data-testid="premium-counter" aria-live="polite">
          {t('premium.page.counter', { count: info.interestedCount })}
        </p>
        <Link className="card-cta" to={`/${lang}/premium/upgrade`}>
          {t('premium.page.toUpgrade')} <Icon name="arrow" size={18} />
        </Link>
      </section>
      <section className="card premium-card">
        <InterestForm info={info} />
      </section>
    </div>
  );
}
