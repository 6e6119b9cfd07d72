import type { User } from '@certamen/shared';
import { createContext, use } from 'react';

/**
 * loading: a token exists but its user is not known yet; authenticated: token and user;
 * anonymous: nobody is logged in (or the user could not be loaded).
 */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: AuthStatus;
  token: string | null;
  user: User | null;
  /** Keeps the session (local storage with remember me, else session storage) and sets the bearer. */
  signIn(session: { token: string; user: User | null }, remember: boolean): void;
  /** A fresher copy of the logged-in user (e.g. points and streak after a quiz), shown everywhere at once. */
  updateUser(user: User): void;
  /** Clears token, user and every per-user query. */
  signOut(): void;
}

/** Per-user queries live under this key, so logging out drops them all. */
export const SESSION_QUERY_KEY = ['session'] as const;

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The session, from app/auth-provider (features read it here, never from each other). */
export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth needs <AuthProvider> above it');
  return value;
}
