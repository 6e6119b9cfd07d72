import type { User } from '@certamen/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const GeneratedAvatar = lazy(() => import('./generated-avatar'));

/** docs/product.md, Progress and leaderboard: the placeholder is seeded by user id, else username, else 'guest'. */
export function avatarSeed(user: Pick<User, 'id' | 'username'> | null): string {
  if (user?.id) return String(user.id);
  return user?.username || 'guest';
}

export function initialsOf(username: string): string {
  return username.trim().slice(0, 2).toUpperCase() || '?';
}

type Stage = 'own' | 'generated' | 'initials';

/**
 * The user's own picture when they have one, else the generated one; if an image cannot load, the next
 * one is tried, and the initials stand in when none can (docs/product.md, Progress and leaderboard) and while the generator loads.
 */
export function UserAvatar({ user, size = 64 }: { user: User; size?: number }) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>(user.avatarUrl ? 'own' : 'generated');
  const alt = t('profile.avatarAlt', { name: user.username });
  const initials = (
    <span className="avatar" role="img" aria-label={alt} data-testid="avatar-initials">
      {initialsOf(user.username)}
    </span>
  );
  if (stage === 'own' && user.avatarUrl) {
    return <img className="avatar avatar-image" src={user.avatarUrl} width={size} height={size} alt={alt} onError={() => setStage('generated')} data-testid="avatar" />;
  }
  if (stage === 'initials') return initials;
  return (
    <Suspense fallback={initials}>
      <GeneratedAvatar seed={avatarSeed(user)} alt={alt} size={size} onError={() => setStage('initials')} />
    </Suspense>
  );
}
