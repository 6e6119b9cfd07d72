import type { User } from '@certamen/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentToken, isTokenExpired, isValidLookingToken, readStoredSession, sessionStore, tokenExpiresAt } from './session';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A JWT-shaped token (the signature is never checked client-side). */
const jwt = (claims: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '1', ...claims })}.c2lnbmF0dXJlLW5vdC1jaGVja2VkLWhlcmU`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const live = () => jwt({ exp: nowSeconds() + 3600 });
const expired = () => jwt({ exp: nowSeconds() - 60 });

const user: User = {
  id: 7,
  username: 'ada',
  email: 'ada@example.com',
  role: 'user',
  is_premium: false,
  avatarUrl: null,
  language: 'it',
  current_streak: 2,
  best_streak: 5,
  total_points: 120,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reload();
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('token shape', () => {
  it('needs three dot-separated parts and more than 50 characters', () => {
    expect(isValidLookingToken(live())).toBe(true);
    expect(isValidLookingToken('a.b.c')).toBe(false);
    expect(isValidLookingToken(`${'x'.repeat(30)}.${'y'.repeat(30)}`)).toBe(false);
    expect(isValidLookingToken(`${'x'.repeat(20)}.${'y'.repeat(20)}.${'z'.repeat(20)}.w`)).toBe(false);
    // 50 characters exactly is not enough: the rule says longer than 50.
    expect(isValidLookingToken(`${'x'.repeat(16)}.${'y'.repeat(16)}.${'z'.repeat(16)}`)).toBe(false);
    expect(isValidLookingToken(`${'x'.repeat(16)}.${'y'.repeat(16)}.${'z'.repeat(17)}`)).toBe(true);
    expect(isValidLookingToken(undefined)).toBe(false);
  });

  it('reads the expiry from the exp claim, and copes without one', () => {
    const exp = nowSeconds() + 100;
    expect(tokenExpiresAt(jwt({ exp }))).toBe(exp * 1000);
    expect(tokenExpiresAt(jwt({}))).toBeNull();
    expect(tokenExpiresAt('not-base64!.%%%.sig')).toBeNull();
    expect(isTokenExpired(expired())).toBe(true);
    expect(isTokenExpired(live())).toBe(false);
    // A token we cannot date is left to the server to judge.
    expect(isTokenExpired(jwt({}))).toBe(false);
  });
});

describe('session at start', () => {
  it('is logged out without a token', () => {
    expect(readStoredSession()).toEqual({ token: null, user: null });
  });

  it('resumes a live token with the cached user, from either storage and either key', () => {
    const token = live();
    localStorage.setItem('auth_token', token);
    localStorage.setItem('user', JSON.stringify(user));
    expect(readStoredSession()).toEqual({ token, user });

    localStorage.clear();
    sessionStorage.setItem('token', token);
    expect(readStoredSession()).toEqual({ token, user: null });
  });

  it('clears an expired token and its user', () => {
    localStorage.setItem('auth_token', expired());
    localStorage.setItem('user', JSON.stringify(user));
    expect(readStoredSession()).toEqual({ token: null, user: null });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('clears a token that does not look like one', () => {
    sessionStorage.setItem('auth_token', 'short.token.value');
    expect(readStoredSession().token).toBeNull();
    expect(sessionStorage.getItem('auth_token')).toBeNull();
  });

  it('ignores a cached user that is not a user', () => {
    localStorage.setItem('auth_token', live());
    localStorage.setItem('user', '{"id":"nope"');
    expect(readStoredSession().user).toBeNull();
  });
});

describe('storage choice at login', () => {
  it('remember me keeps token and user in local storage', () => {
    const token = live();
    sessionStore.signIn(token, user, true);
    expect(localStorage.getItem('auth_token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(sessionStorage.getItem('auth_token')).toBeNull();
    expect(sessionStore.get()).toEqual({ token, user });
    expect(currentToken()).toBe(token);
  });

  it('without remember me they go to session storage, and nothing stays in local storage', () => {
    localStorage.setItem('auth_token', live());
    const token = live();
    sessionStore.signIn(token, user, false);
    expect(sessionStorage.getItem('auth_token')).toBe(token);
    expect(sessionStorage.getItem('user')).not.toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('a fresher user is stored beside the token', () => {
    sessionStore.signIn(live(), user, false);
    sessionStore.setUser({ ...user, total_points: 200 });
    expect(JSON.parse(sessionStorage.getItem('user')!).total_points).toBe(200);
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('logging out clears every session key in both storages', () => {
    sessionStore.signIn(live(), user, true);
    sessionStorage.setItem('token', live());
    sessionStore.signOut();
    for (const storage of [localStorage, sessionStorage]) {
      for (const key of ['auth_token', 'token', 'user']) expect(storage.getItem(key)).toBeNull();
    }
    expect(sessionStore.get()).toEqual({ token: null, user: null });
    expect(currentToken()).toBeNull();
  });

  it('notifies subscribers', () => {
    let calls = 0;
    const unsubscribe = sessionStore.subscribe(() => calls++);
    sessionStore.signIn(live(), user, true);
    sessionStore.signOut();
    unsubscribe();
    sessionStore.signIn(live(), user, true);
    expect(calls).toBe(2);
  });
});
