import { useTranslation } from 'react-i18next';

export interface TileValues {
  currentStreak: number | null;
  bestStreak: number | null;
  averageScore: number | null;
  badgesEarned: number | null;
  badgesTotal: number | null;
}

/** docs/product.md, Progress and leaderboard: current streak, record streak, average score and badges, at a glance. A dash while unknown. */
export function ProgressTiles({ values }: { values: TileValues }) {
  const { t } = useTranslation();
  const dash = '–';
  const tiles = [
    { key: 'current', label: t('profile.currentStreak'), value: values.currentStreak === null ? dash : t('profile.days', { count: values.currentStreak }) },
    { key: 'best', label: t('profile.bestStreak'), value: values.bestStreak === null ? dash : t('profile.days', { count: values.bestStreak }) },
    { key: 'average', label: t('profile.tiles.averageScore'), value: values.averageScore === null ? dash : t('profile.percent', { value: values.averageScore }) },
    {
      key: 'badges',
      label: t('profile.tiles.badges'),
      value: values.badgesEarned === null || values.badgesTotal === null ? dash : t('profile.tiles.badgesValue', { earned: values.badgesEarned, total: values.badgesTotal }),
    },
  ];
  return (
    <section aria-label={t('profile.tiles.label')}>
      <dl className="progress-tiles">
        {tiles.map((tile) => (
          <div key={tile.key} className={`progress-tile progress-tile-${tile.key}`} data-testid={`tile-${tile.key}`}>
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
