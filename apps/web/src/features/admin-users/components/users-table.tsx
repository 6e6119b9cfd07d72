import type { AdminUser, AdminUserUpdate } from '@certamen/shared';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

interface UsersTableProps {
  users: AdminUser[];
  myId: number | undefined;
  busyId: number | null;
  onChange: (user: AdminUser, changes: AdminUserUpdate) => void;
}

/** Accounts with their role and Premium flag, and the buttons that change them. */
export function UsersTable({ users, myId, busyId, onChange }: UsersTableProps) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="table-scroll">
      <table className="data-table stack-table users-table" data-testid="admin-users-table">
        <caption className="visually-hidden">{t('adminUsers.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminUsers.columns.user')}</th>
            <th scope="col">{t('adminUsers.columns.role')}</th>
            <th scope="col">{t('adminUsers.columns.premium')}</th>
            <th scope="col" className="numeric">{t('adminUsers.columns.points')}</th>
            <th scope="col">{t('adminUsers.columns.since')}</th>
            <th scope="col">{t('adminUsers.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const me = user.id === myId;
            const busy = busyId === user.id;
            return (
              <tr key={user.id} data-testid="admin-user-row" data-user-id={user.id}>
                <th scope="row">
                  {user.username}
                  {me && <span className="users-you"> {t('adminUsers.you')}</span>}
                  <span className="users-email">{user.email}</span>
                </th>
                <td data-label={t('adminUsers.columns.role')}>{t(`adminUsers.roles.${user.role}`)}</td>
                <td data-label={t('adminUsers.columns.premium')}>{user.is_premium ? <span className="badge badge-premium">{t('adminUsers.premium')}</span> : t('adminUsers.free')}</td>
                <td className="numeric" data-label={t('adminUsers.columns.points')}>{formatNumber(user.total_points, lang)}</td>
                <td className="users-since" data-label={t('adminUsers.columns.since')}>{formatDate(user.created_at, lang)}</td>
                <td className="users-actions-cell">
                  <div className="users-actions">
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={busy}
                      aria-label={t(user.is_premium ? 'adminUsers.removePremiumFor' : 'adminUsers.grantPremiumFor', { username: user.username })}
                      onClick={() => onChange(user, { is_premium: !user.is_premium })}
                    >
                      {t(user.is_premium ? 'adminUsers.removePremium' : 'adminUsers.grantPremium')}
                    </button>
                    {/* An admin cannot remove their own role (the server refuses it too): someone must stay admin. */}
                    {!(me && user.role === 'admin') && (
                      <button
                        type="button"
                        className="button button-secondary"
                        disabled={busy}
                        aria-label={t(user.role === 'admin' ? 'adminUsers.removeAdminFor' : 'adminUsers.makeAdminFor', { username: user.username })}
                        onClick={() => onChange(user, { role: user.role === 'admin' ? 'user' : 'admin' })}
                      >
                        {t(user.role === 'admin' ? 'adminUsers.removeAdmin' : 'adminUsers.makeAdmin')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
