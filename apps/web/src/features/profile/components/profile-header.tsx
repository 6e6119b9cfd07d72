import type { User } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../lib/use-lang';
import { UserAvatar } from './user-avatar';

/** Who the learner is, with the way to the leaderboard and the PDF export. */
export function ProfileHeader({ user, onExport, exporting }: { user: User; onExport: () => void; exporting: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <header className="card profile-header">
      <UserAvatar user={user} />
      <div className="profile-identity">
        <h1>{user.username}</h1>
        <p className="muted">{user.email}</p>
        <p className="profile-badges">
          <span className="badge">{t(`profile.roles.${user.role}`)}</span>
          {user.is_premium && <span className="badge badge-premium">{t('profile.premium')}</span>}
        </p>
      </div>
      <div className="profile-actions">
        <Link className="button button-secondary" to={`/${lang}/leaderboard`}>
          {t('profile.leaderboard')}
        </Link>
        <button type="button" className="button" onClick={onExport} disabled={exporting} aria-busy={exporting}>
          {exporting ? t('profile.exporting') : t('profile.exportPdf')}
        </button>
      </div>
    </header>
  );
}
