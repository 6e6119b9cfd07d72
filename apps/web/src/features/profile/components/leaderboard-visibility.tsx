import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useLeaderboardStanding } from '../api/get-leaderboard-standing';
import { useSetLeaderboardVisibility } from '../api/set-leaderboard-visibility';

/** docs/product.md: a learner can hide themselves from the leaderboard (they still see their own standing). */
export function LeaderboardVisibility({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const standing = useLeaderboardStanding(userId);
  const mutation = useSetLeaderboardVisibility();
  // While a change is on its way, show what was asked for.
  const hidden = mutation.isPending ? mutation.variables : (standing.data?.hidden ?? false);

  const onChange = (next: boolean) =>
    mutation.mutate(next, {
      onSuccess: () => toast.success(t('profile.visibility.saved'), { duration: 2000 }),
      onError: () => toast.error(t('profile.visibility.error')),
    });

  return (
    <section className="card profile-panel" aria-labelledby={`${id}-title`} data-testid="leaderboard-visibility">
      <h2 id={`${id}-title`}>{t('profile.visibility.title')}</h2>
      <label className="switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={hidden}
          disabled={standing.isPending || mutation.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t('profile.visibility.label')}</span>
      </label>
      <p id={`${id}-hint`} className="field-hint">{t('profile.visibility.hint')}</p>
    </section>
  );
}
