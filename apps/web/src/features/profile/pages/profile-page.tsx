import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { useLang } from '../../../lib/use-lang';
import { LogoutButton } from '../../../ui/logout-button';

/** The logged-in user's card: who they are, points and streaks. History, badges and charts come with the profile issue. */
export function ProfilePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useAuth();
  // Spec section 2: renders nothing without a user (the route already asks to log in).
  if (!user) return null;
  const initials = user.username.slice(0, 2).toUpperCase();
  return (
    <div className="page profile" data-testid="profile-page">
      <title>{`${t('profile.title')} · Certamen`}</title>
      <header className="card profile-header">
        <span className="avatar" aria-hidden="true">
          {initials}
        </span>
        <div className="profile-identity">
          <h1>{user.username}</h1>
          <p className="muted">{user.email}</p>
          <p className="profile-badges">
            <span className="badge">{t(`profile.roles.${user.role}`)}</span>
            {user.is_premium && <span className="badge badge-premium">{t('profile.premium')}</span>}
          </p>
        </div>
      </header>
      <dl className="facts-grid">
        <div>
          <dt>{t('profile.points')}</dt>
          <dd>{user.total_points}</dd>
        </div>
        <div>
          <dt>{t('profile.currentStreak')}</dt>
          <dd>{t('profile.days', { count: user.current_streak })}</dd>
        </div>
        <div>
          <dt>{t('profile.bestStreak')}</dt>
          <dd>{t('profile.days', { count: user.best_streak })}</dd>
        </div>
        <div>
          <dt>{t('profile.role')}</dt>
          <dd>{t(`profile.roles.${user.role}`)}</dd>
        </div>
      </dl>
      <p className="muted">{t('profile.more')}</p>
      <div className="actions">
        <Link className="button" to={`/${lang}/quiz-home`}>
          {t('profile.practise')}
        </Link>
        <Link className="button button-secondary" to={`/${lang}/leaderboard`}>
          {t('profile.leaderboard')}
        </Link>
        <LogoutButton className="button button-secondary" />
      </div>
    </div>
  );
}
