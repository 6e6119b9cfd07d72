import type { PremiumInfo } from '@certamen/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/use-lang';
import { launchTime, longDate } from '../premium-format';

/** docs/product.md, Premium: what is free and what Premium adds, from the same rules the server applies. */
export function ComparisonTable({ info }: { info: PremiumInfo }) {
  const { t } = useTranslation();
  const lang = useLang();
  const date = longDate(info.freeExplanationsUntil, lang);
  // Free explanations last to the end of that day (UTC).
  const [now] = useState(() => Date.now());
  const explanationsOver = now >= launchTime(info.freeExplanationsUntil) + 86_400_000;
  const yes = t('premium.upgrade.included');
  const rows = [
    { label: t('premium.upgrade.rows.topics'), free: t('premium.upgrade.rows.topicsFree', { count: info.freeTopicsPerCertification }), premium: t('premium.upgrade.rows.topicsPremium') },
    { label: t('premium.upgrade.rows.mixed'), free: t('premium.upgrade.rows.mixedFree'), premium: t('premium.upgrade.rows.mixedPremium') },
    {
      label: t('premium.upgrade.rows.explanations'),
      free: explanationsOver ? t('premium.upgrade.rows.explanationsFreeEnded', { date }) : t('premium.upgrade.rows.explanationsFree', { date }),
      freeMissing: explanationsOver,
      premium: t('premium.upgrade.rows.explanationsPremium'),
    },
    { label: t('premium.upgrade.rows.progress'), free: yes, premium: yes },
    { label: t('premium.upgrade.rows.languages'), free: yes, premium: yes },
  ];
  return (
    <div className="table-scroll">
      <table className="data-table comparison-table" data-testid="premium-comparison">
        <caption className="visually-hidden">{t('premium.upgrade.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('premium.upgrade.feature')}</th>
            <th scope="col">{t('premium.upgrade.free')}</th>
            <th scope="col" className="premium-col">{t('premium.upgrade.premium')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td className={row.freeMissing ? 'comparison-no' : undefined}>{row.free}</td>
              <td className="premium-col comparison-yes">{row.premium}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
