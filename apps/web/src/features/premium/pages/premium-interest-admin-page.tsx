import { PREMIUM_ANSWERS, type PremiumInterestList } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { AdminPage } from '../../../ui/admin-page';
import { QueryState } from '../../../ui/query-state';
import { usePremiumInfo } from '../api/get-premium-info';
import { usePremiumInterestList } from '../api/get-premium-interest-list';
import { formatPrice } from '../premium-format';
import '../premium.css';

/** docs/product.md, Premium and Administration: the interest answers, counted per answer and per suggested price. Admins only. */
export function PremiumInterestAdminPage() {
  const { t } = useTranslation();
  const list = usePremiumInterestList();
  return (
    <AdminPage testId="premium-interest-admin" title={t('premium.admin.title')} subtitle={t('premium.admin.subtitle')}>
      <QueryState query={list} errorText={t('premium.admin.error')}>{(data) => <InterestAnswers data={data} />}</QueryState>
    </AdminPage>
  );
}

function InterestAnswers({ data }: { data: PremiumInterestList }) {
  const { t } = useTranslation();
  const lang = useLang();
  // Prices in the configured currency, as the interest page showed them ("6,99 €", "€6.99").
  const currency = usePremiumInfo().data?.currency ?? 'EUR';
  const price = (value: string | null) => (value === null ? t('premium.admin.noPrice') : formatPrice(value, currency, lang));
  return (
    <>
      <p className="premium-counter" data-testid="premium-interest-total">{t('premium.admin.total', { count: data.total })}</p>
      <div className="premium-admin-counts">
        <section className="card" aria-labelledby="interest-by-answer">
          <h2 id="interest-by-answer">{t('premium.admin.byAnswer')}</h2>
          <dl data-testid="premium-interest-by-answer">
            {PREMIUM_ANSWERS.map((answer) => (
              <div key={answer}>
                <dt>{t(`premium.popup.answers.${answer}`)}</dt>
                <dd>{formatNumber(data.counts.answers[answer], lang)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="card" aria-labelledby="interest-by-price">
          <h2 id="interest-by-price">{t('premium.admin.byPrice')}</h2>
          <dl data-testid="premium-interest-by-price">
            {data.counts.prices.map((row) => (
              <div key={row.price ?? 'none'}>
                <dt>{price(row.price)}</dt>
                <dd>{formatNumber(row.count, lang)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      {data.items.length === 0 ? (
        <p className="empty-text">{t('premium.admin.empty')}</p>
      ) : (
        <div className="card table-scroll">
          <table className="data-table stack-table premium-admin-table" data-testid="premium-interest-table">
            <caption className="visually-hidden">{t('premium.admin.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('premium.admin.date')}</th>
                <th scope="col">{t('premium.admin.answer')}</th>
                <th scope="col" className="numeric">{t('premium.admin.price')}</th>
                <th scope="col">{t('premium.admin.user')}</th>
                <th scope="col">{t('premium.admin.email')}</th>
                <th scope="col">{t('premium.admin.lang')}</th>
                <th scope="col">{t('premium.admin.feedback')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id}>
                  <td className="premium-admin-date">{formatDate(item.created_at, lang, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })}</td>
                  <th scope="row">{(PREMIUM_ANSWERS as readonly string[]).includes(item.answer) ? t(`premium.popup.answers.${item.answer as (typeof PREMIUM_ANSWERS)[number]}`) : item.answer}</th>
                  <td className="numeric" data-label={t('premium.admin.price')}>{item.price_suggestion === null ? '–' : price(item.price_suggestion)}</td>
                  <td data-label={t('premium.admin.user')}>{item.username ?? t('premium.admin.anonymous')}</td>
                  <td data-label={t('premium.admin.email')}>{item.email ?? '–'}</td>
                  <td data-label={t('premium.admin.lang')}>{item.lang?.toUpperCase() ?? '–'}</td>
                  <td className="premium-admin-feedback">{item.feedback ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
