import type { User } from '@certamen/shared';

/** docs/product.md, Accounts: the token under auth_token (token is read too, for sessions of older clients). */
export const TOKEN_KEYS = ['auth_token', 'token'] as const;
export const USER_KEY = 'user';
const SESSION_KEYS: readonly string[] = [...TOKEN_KEYS, USER_KEY];
/** docs/product.md, Accounts: a token worth sending has three dot-separated parts and more than 50 characters. */
const MIN_TOKEN_LENGTH = 50;

export interface Session {
  token: string | null;
  user: User | null;
}

const LOGGED_OUT: Session = { token: null, user: null };

export function isValidLookingToken(token: unknown): token is string {
  return typeof token === 'string' && token.length > MIN_TOKEN_LENGTH && token.split('.').length === 3;
}

/** When the token expires (ms since the epoch), read from its `exp` claim; null when it has none or cannot be read. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    // The payload is base64url JSON; the signature is the server's business, not ours.
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function isTokenExpired(token: string, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt <= now;
}

/** Storage can be disabled by the browser: the session then lasts as long as the page. */
function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

/** Local storage outlives the tab (remember me), session storage does not. */
function storages(): Storage[] {
  return [safeStorage('localStorage'), safeStorage('sessionStorage')].filter((storage) => storage !== undefined);
}

function findStoredToken(): { token: string; storage: Storage } | null {
  for (const storage of storages()) {
    for (const key of TOKEN_KEYS) {
      const token = storage.getItem(key);
      if (token) return { token, storage };
    }
  }
  return null;
}

/**
 * The cached user, read before the first paint. It was stored from a login answer the login form
 * checked against the schema, and /auth/me replaces it moments later; a light check drops anything
 * else without putting the schema library on the startup path (docs/performance.md).
 */
function parseUser(text: string | null): User | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    const user = value as Partial<User> | null;
    return user && typeof user === 'object' && typeof user.id === 'number' && typeof user.username === 'string' && typeof user.email === 'string' ? (value as User) : null;
  } catch {
    return null;
  }
}

export function clearStoredSession(): void {
  for (const storage of storages()) for (const key of SESSION_KEYS) storage.removeItem(key);
}

/**
 * docs/product.md, Accounts, at start: no token is a logged-out session; a token that does not look like one
 * or has expired is cleared; otherwise the session resumes with the cached user (or none yet).
 */
export function readStoredSession(now = Date.now()): Session {
  const found = findStoredToken();
  if (!found) return LOGGED_OUT;
  if (!isValidLookingToken(found.token) || isTokenExpired(found.token, now)) {
    clearStoredSession();
    return LOGGED_OUT;
  }
  return { token: found.token, user: parseUser(found.storage.getItem(USER_KEY)) };
}

/** Remember me keeps the session in local storage; otherwise it ends with the tab. */
export function storeSession(token: string, user: User | null, remember: boolean): void {
  clearStoredSession();
  const target = safeStorage(remember ? 'localStorage' : 'sessionStorage');
  if (!target) return;
  target.setItem(TOKEN_KEYS[0], token);
  if (user) target.setItem(USER_KEY, JSON.stringify(user));
}

/** A fresher copy of the user goes where the token is, so both end together. */
function storeUser(user: User): void {
  const storage = findStoredToken()?.storage;
  storage?.setItem(USER_KEY, JSON.stringify(user));
}

type Listener = () => void;

/**
 * The current session, shared by the API client (bearer header) and React (useSyncExternalStore).
 * Storage is the source at start and after another tab changes it; memory answers every render.
 */
function createSessionStore() {
  let current: Session | undefined;
  const listeners = new Set<Listener>();
  const get = (): Session => (current ??= readStoredSession());
  const set = (next: Session) => {
    current = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(token: string, user: User | null, remember: boolean): void {
      storeSession(token, user, remember);
      set({ token, user });
    },
    setUser(user: User): void {
      const { token, user: cached } = get();
      if (!token) return;
      storeUser(user);
      if (JSON.stringify(cached) !== JSON.stringify(user)) set({ token, user });
    },
    signOut(): void {
      clearStoredSession();
      if (get() !== LOGGED_OUT) set(LOGGED_OUT);
    },
    /** Re-reads storage (another tab logged in or out, or a test set it up). */
    reload(): void {
      set(readStoredSession());
    },
  };
}

export const sessionStore = createSessionStore();

/** The token to send as bearer, when there is one that looks valid. */
export function currentToken(): string | null {
  const { token } = sessionStore.get();
  return isValidLookingToken(token) ? token : null;
}

export function isSessionKey(key: string | null): boolean {
  return key === null || SESSION_KEYS.includes(key);
}
