import type { AdminUser, AdminUserUpdate } from '@certamen/shared';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { toast } from '../../../lib/toast';
import { AdminPage } from '../../../ui/admin-page';
import { Pager } from '../../../ui/pager';
import { QueryState } from '../../../ui/query-state';
import { useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { UsersTable } from '../components/users-table';
import '../admin-users.css';

/** docs/product.md, Administration, users: search accounts, grant or remove Premium and the admin role. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const id = useId();
  const { user: me } = useAuth();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const users = useUsers({ q, page });
  const update = useUpdateUser();

  useEffect(() => {
    if (users.error) console.warn('Certamen: users could not be loaded', users.error);
  }, [users.error]);

  const search = (next: { q?: string; page?: number }) => {
    const query = new URLSearchParams();
    const text = next.q ?? q;
    if (text) query.set('q', text);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query, { replace: true });
  };

  const errorText = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) return t('adminUsers.errors.selfDemote');
    if (error instanceof ApiError && error.status === 404) return t('adminUsers.errors.notFound');
    if (error instanceof ApiError && error.status === 403) return t('adminUsers.errors.forbidden');
    if (error instanceof NetworkError) return t(error.reason === 'timeout' ? 'adminUsers.errors.timeout' : 'adminUsers.errors.network');
    return t('adminUsers.errors.saveFailed');
  };

  const change = (user: AdminUser, changes: AdminUserUpdate) =>
    update.mutate(
      { id: user.id, changes },
      {
        onSuccess: (saved) => {
          const key = changes.is_premium !== undefined ? (saved.is_premium ? 'premiumGranted' : 'premiumRemoved') : saved.role === 'admin' ? 'adminGranted' : 'adminRemoved';
          toast.success(t(`adminUsers.saved.${key}`, { username: saved.username }));
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );

  return (
    <AdminPage testId="admin-users-page" className="admin-users" title={t('adminUsers.title')} subtitle={t('adminUsers.subtitle')}>
      <form
        className="users-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim(), page: 1 });
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('adminUsers.searchLabel')}</label>
          {/* Keyed by the search in the address: back/forward or a link shows that search in the box. */}
          <input key={q} id={`${id}-q`} name="q" className="input" type="search" defaultValue={q} maxLength={100} placeholder={t('adminUsers.searchPlaceholder')} />
        </div>
        <button type="submit" className="button">{t('adminUsers.search')}</button>
      </form>
      <section aria-live="polite" aria-busy={users.isFetching}>
        <QueryState query={users}>
          {(data) =>
            data.items.length === 0 ? (
              <p className="empty-text" data-testid="admin-users-empty">{t('adminUsers.empty')}</p>
            ) : (
              <>
                <p className="field-hint">{t('adminUsers.total', { count: data.total })}</p>
                <UsersTable users={data.items} myId={me?.id} busyId={update.isPending ? (update.variables?.id ?? null) : null} onChange={change} />
                <Pager
                  page={data.page}
                  pages={Math.max(1, Math.ceil(data.total / data.pageSize))}
                  onPage={(next) => search({ page: next })}
                  labels={{ nav: t('adminUsers.pages'), previous: t('adminUsers.previous'), next: t('adminUsers.next'), pageOf: t('adminUsers.pageOf', { page: data.page, pages: Math.max(1, Math.ceil(data.total / data.pageSize)) }) }}
                />
              </>
            )
          }
        </QueryState>
      </section>
    </AdminPage>
  );
}
