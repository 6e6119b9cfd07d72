import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { meQuery } from '../features/auth/api/get-me';
import { ApiError } from '../lib/api-client';
import { AuthContext, SESSION_QUERY_KEY, type AuthContextValue, type AuthStatus } from '../lib/auth-context';
import { isSessionKey, sessionStore, tokenExpiresAt } from '../lib/session';

/** setTimeout cannot wait longer (about 24.8 days); a later expiry is caught at the next start. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** docs/product.md, Accounts: restores the stored session, refreshes its user with "who am I", and ends it when it expires. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { token, user } = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  const me = useQuery(meQuery(token));

  const signIn = useCallback<AuthContextValue['signIn']>(
    (session, remember) => {
      // The answer already holds the user: no need to ask "who am I" straight away.
      if (session.user) queryClient.setQueryData(meQuery(session.token).queryKey, { user: session.user });
      sessionStore.signIn(session.token, session.user, remember);
    },
    [queryClient],
  );

  const updateUser = useCallback<AuthContextValue['updateUser']>(
    (fresh) => {
      const current = sessionStore.get().token;
      if (!current) return;
      queryClient.setQueryData(meQuery(current).queryKey, { user: fresh });
      sessionStore.setUser(fresh);
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    sessionStore.signOut();
    queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);

  useEffect(() => {
    if (me.data) sessionStore.setUser(me.data.user);
  }, [me.data]);

  useEffect(() => {
    if (!me.error) return;
    // A 401 means the server no longer accepts the token; any other failure leaves the session as it is.
    if (me.error instanceof ApiError && me.error.status === 401) signOut();
    else console.warn('Certamen: could not refresh the logged-in user', me.error);
  }, [me.error, signOut]);

  useEffect(() => {
    if (!token) return;
    const expiresAt = tokenExpiresAt(token);
    if (expiresAt === null) return;
    const delay = Math.max(0, expiresAt - Date.now());
    if (delay > MAX_TIMER_MS) return;
    const timer = window.setTimeout(signOut, delay);
    return () => window.clearTimeout(timer);
  }, [token, signOut]);

  useEffect(() => {
    // Another tab logged in or out (remembered sessions live in the shared local storage).
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && isSessionKey(event.key)) sessionStore.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const status: AuthStatus = !token ? 'anonymous' : user ? 'authenticated' : me.isError ? 'anonymous' : 'loading';
  const value = useMemo<AuthContextValue>(() => ({ status, token, user, signIn, updateUser, signOut }), [status, token, user, signIn, updateUser, signOut]);
  return <AuthContext value={value}>{children}</AuthContext>;
}
