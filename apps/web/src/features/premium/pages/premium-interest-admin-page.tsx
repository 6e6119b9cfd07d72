import { PREMIUM_ANSWERS, type PremiumInterestList } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { formatDate, localeOf } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { AdminNav } from '../../../ui/admin-nav';
import { QueryState } from '../../../ui/query-state';
import { usePremiumInterestList } from '../api/get-premium-interest-list';
import '../premium.css';

/** docs/product.md, Premium and Administration: the interest answers, counted per answer and per suggested price. Admins only. */
export function PremiumInterestAdminPage() {
  const { t } = useTranslation();
  const list = usePremiumInterestList();
  return (
    <div className="page" data-testid="premium-interest-admin">
      <title>{`${t('premium.admin.title')} · Certamen`}</title>
      <AdminNav />
      <header>
        <h1>{t('premium.admin.title')}</h1>
        <p className="lead">{t('premium.admin.subtitle')}</p>
      </header>
      <QueryState query={list} errorText={t('premium.admin.error')}>{(data) => <InterestAnswers data={data} />}</QueryState>
    </div>
  );
}

function InterestAnswers({ data }: { data: PremiumInterestList }) {
  const { t } = useTranslation();
  const lang = useLang();
  const price = (value: string | null) => (value === null ? t('premium.admin.noPrice') : new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 2 }).format(Number(value)));
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
                <dd>{data.counts.answers[answer]}</dd>
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
                <dd>{row.count}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      {data.items.length === 0 ? (
        <p className="empty-text">{t('premium.admin.empty')}</p>
      ) : (
        <div className="card table-scroll">
          <table className="data-table premium-admin-table" data-testid="premium-interest-table">
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
                  <td>{formatDate(item.created_at, lang, { dateStyle: 'short', timeStyle: 'short' })}</td>
                  <th scope="row">{(PREMIUM_ANSWERS as readonly string[]).includes(item.answer) ? t(`premium.popup.answers.${item.answer as (typeof PREMIUM_ANSWERS)[number]}`) : item.answer}</th>
                  <td className="numeric">{item.price_suggestion === null ? '–' : price(item.price_suggestion)}</td>
                  <td>{item.username ?? t('premium.admin.anonymous')}</td>
                  <td>{item.email ?? '–'}</td>
                  <td>{item.lang?.toUpperCase() ?? '–'}</td>
                  <td>{item.feedback ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
