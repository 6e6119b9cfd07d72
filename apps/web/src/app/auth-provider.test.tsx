import type { User } from '@certamen/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../lib/auth-context';
import { createQueryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session';
import { AuthProvider } from './auth-provider';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${base64url({ alg: 'HS256' })}.${base64url({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 })}.signature-not-checked-on-the-client`;
const user: User = { id: 1, username: 'ada', email: 'ada@example.com', role: 'user', is_premium: false, avatarUrl: null, language: 'it', current_streak: 0, best_streak: 0, total_points: 0 };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('auth_token', token);
  localStorage.setItem('user', JSON.stringify(user));
  sessionStore.reload();
  // "Who am I" never answers here: what the page shows comes from the update alone.
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('auth provider', () => {
  it('puts a fresher user (points, streak) into the session at once, and keeps it beside the token', () => {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.user?.total_points).toBe(0);
    const fresher = { ...user, total_points: 40, current_streak: 1 };
    act(() => result.current.updateUser(fresher));
    expect(result.current.user).toEqual(fresher);
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(fresher);
    expect(queryClient.getQueryData(['session', 'me', token])).toEqual({ user: fresher });
  });
});
