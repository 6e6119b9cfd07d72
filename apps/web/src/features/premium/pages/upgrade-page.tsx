import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { useLang } from '../../../lib/use-lang';
import { QueryState } from '../../../ui/query-state';
import { usePremiumInfo } from '../api/get-premium-info';
import { ComparisonTable } from '../components/comparison-table';
import { priceLabel } from '../premium-format';
import '../premium.css';

/** docs/product.md, Premium: /{lang}/premium/upgrade, free versus Premium, prices from configuration, no payment. Public. */
export function UpgradePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useAuth();
  const info = usePremiumInfo();
  const hasPremium = user !== null && (user.is_premium || user.role === 'admin');
  return (
    <div className="page premium-upgrade" data-testid="premium-upgrade-page">
      <title>{`${t('premium.upgrade.title')} · Certamen`}</title>
      <header className="premium-hero">
        <p className="eyebrow">{t('premium.name')}</p>
        <h1>{t('premium.upgrade.title')}</h1>
        <p className="lead">{t('premium.upgrade.subtitle')}</p>
      </header>
      {hasPremium && <p className="notice premium-status" data-testid="premium-active">{t('premium.upgrade.youHavePremium')}</p>}
      <QueryState query={info} errorText={t('premium.page.loadError')}>
        {(data) => (
          <div className="premium-grid">
            <section className="card premium-card">
              <ComparisonTable info={data} />
            </section>
            <section className="card premium-card" aria-labelledby="premium-prices">
              <h2 id="premium-prices">{t('premium.upgrade.pricesTitle')}</h2>
              <ul className="premium-prices">
                {data.prices.map((price) => (
                  <li key={`${price.amount}-${price.period}`}>{priceLabel(price, data.currency, lang, t)}</li>
                ))}
              </ul>
              {data.firstMonthDiscountPercent > 0 && <p className="premium-offer">{t('premium.upgrade.offer', { percent: data.firstMonthDiscountPercent })}</p>}
              <p className="muted">{t('premium.upgrade.pricesNote')}</p>
              {!hasPremium && (
                <>
                  <Link className="button button-large premium-preview" to={`/${lang}/premium`} data-testid="premium-preview">{t('premium.upgrade.preview')}</Link>
                  <p className="field-hint">{t('premium.upgrade.previewNote')}</p>
                </>
              )}
            </section>
          </div>
        )}
      </QueryState>
    </div>
  );
}
