import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session';
import { renderRoutes } from '../../../test/render-routes';
import { LeaderboardPage } from './leaderboard-page';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${base64url({ alg: 'HS256' })}.${base64url({ sub: '7', exp: Math.floor(Date.now() / 1000) + 3600 })}.signature-not-checked-on-the-client`;
const user = { id: 7, username: 'ada', email: 'ada@example.com', role: 'user', is_premium: false, avatarUrl: null, language: 'en', current_streak: 0, best_streak: 0, total_points: 0 };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const entries = (count: number) => Array.from({ length: count }, (_, index) => ({ rank: index + 1, id: 100 + index, username: `learner${index + 1}`, total_points: 5000 - index * 10 }));

function mockLeaderboard(answer: (period: string) => unknown) {
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/auth/me') return json(200, { user });
    if (url.pathname === '/api/leaderboard') return json(200, answer(url.searchParams.get('period') ?? 'all'));
    return json(404, { error: 'not_found', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(path = '/en/leaderboard') {
  return renderRoutes([{ path: '/:lang/leaderboard', element: <LeaderboardPage /> }], path);
}

function logIn() {
  localStorage.setItem('auth_token', token);
  localStorage.setItem('user', JSON.stringify(user));
  sessionStore.reload();
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reload();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('leaderboard page', () => {
  it('is public: loading, then the empty state and a way to log in', async () => {
    mockLeaderboard((period) => ({ period, items: [], me: null }));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the leaderboard…');
    expect(await screen.findByText('No one on the leaderboard yet: finish a quiz to be the first!')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in to see your position.' })).toHaveAttribute('href', '/en/login?redirect=%2Fen%2Fleaderboard');
  });

  it("highlights the learner's row, and links back to the profile", async () => {
    logIn();
    mockLeaderboard((period) => ({ period, items: [...entries(2), { rank: 3, id: 7, username: 'ada', total_points: 12 }], me: { rank: 3, id: 7, username: 'ada', total_points: 12, hidden: false } }));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Leaderboard: All time' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Rank', 'Username', 'Points']);
    expect(rows[3]).toHaveAttribute('aria-current', 'true');
    expect(rows[3]).toHaveTextContent('ada (you)');
    expect(screen.queryByTestId('my-standing')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your profile' })).toHaveAttribute('href', '/en/profile');
  });

  it('shows the learner below the table when outside the top 50, and switches period by tab and keyboard', async () => {
    logIn();
    const fetch = mockLeaderboard((period) => ({
      period,
      items: entries(period === 'week' ? 3 : 50),
      me: period === 'week' ? { rank: null, id: 7, username: 'ada', total_points: 0, hidden: true } : { rank: 51, id: 7, username: 'ada', total_points: 3, hidden: false },
    }));
    const router = renderPage();
    const standing = await screen.findByTestId('my-standing');
    expect(standing).toHaveTextContent('51');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(51);
    const allTime = screen.getByRole('tab', { name: 'All time' });
    expect(allTime).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(allTime);
    await userEvent.keyboard('{ArrowRight}');
    const week = screen.getByRole('tab', { name: 'This week' });
    expect(week).toHaveAttribute('aria-selected', 'true');
    expect(week).toHaveFocus();
    expect(router.state.location.search).toBe('?period=week');
    expect(await screen.findByText(/You are hidden from the leaderboard/)).toBeVisible();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('period=week'))).toBe(true);
    act(() => {
      // Home goes back to the first tab.
      week.focus();
    });
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All time' })).toHaveAttribute('aria-selected', 'true');
  });
});
