import '@testing-library/jest-dom/vitest';
import { BADGES, type HistoryItem, type UserBadge } from '@certamen/shared';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import i18n from '../../../lib/i18n';
import { BADGES_REFRESH_EVENT } from '../../../lib/progress-refresh';
import { sessionStore } from '../../../lib/session';
import { renderRoutes } from '../../../test/render-routes';
import { AttemptReviewPage } from './attempt-review-page';
import { ProfilePage } from './profile-page';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${base64url({ alg: 'HS256' })}.${base64url({ sub: '7', exp: Math.floor(Date.now() / 1000) + 3600 })}.signature-not-checked-on-the-client`;
const user = { id: 7, username: 'ada', email: 'ada@example.com', role: 'user', is_premium: true, avatarUrl: null, language: 'en', current_streak: 0, best_streak: 0, total_points: 0 };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const historyItem = (id: number, day: number, percentage: number, extra: Partial<HistoryItem> = {}): HistoryItem => ({
  id, attempt_id: `0000000${id}-0000-4000-8000-000000000000`, certification_id: 6, certification_name: 'CompTIA Security+', topic_id: 1, topic_title: 'Threats',
  quiz_id: null, mode: 'training', correct_answers: Math.round(percentage / 10), total_questions: 10, percentage, score: percentage, passed: percentage >= 80,
  date: `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`, date_taken: `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`, created_at: `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`, ...extra,
});
const badges = (earnedKeys: string[]): UserBadge[] =>
  BADGES.map((badge, index) => ({ id: index + 1, key: badge.key, title: badge.title.it, description: badge.description.it, image: `/badges/${badge.key}.svg`, earned: earnedKeys.includes(badge.key), awarded_at: earnedKeys.includes(badge.key) ? '2026-03-02T10:00:00.000Z' : null }));

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** A fake API: the first handler whose path prefix matches answers. */
function mockApi(overrides: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    '/api/auth/me': () => json(200, { user }),
    '/api/user/slancio/': () => json(200, { current_streak: 0, best_streak: 0, last_day: null }),
    '/api/user/user-badges': () => json(200, badges([])),
    '/api/user/user-history': () => json(200, { items: [], stats: { total: 0, average_score: 0, best_score: 0, exams_passed: 0, total_points: 0 } }),
    '/api/user/user-categories-progress': () => json(200, []),
    '/api/get-certifications': () => json(200, [{ id: 6, name: 'CompTIA Security+', slug: 'security-plus', aliases: [], vendor: 'CompTIA', category_id: 2, category_slug: 'sicurezza', exam_minutes: 90, exam_questions: 90, topic_count: 5, question_count: 100 }]),
    '/api/user-certification-stats/': (url) => json(200, { certification_id: 6, type: url.searchParams.get('type'), total_exams: 0, max_score: 0, average_score: 0 }),
    '/api/leaderboard': () => json(200, { period: 'all', items: [], me: { rank: null, id: 7, username: 'ada', total_points: 0, hidden: false } }),
    ...overrides,
  };
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const key = Object.keys(handlers).sort((a, b) => b.length - a.length).find((prefix) => url.pathname.startsWith(prefix));
    if (!key) return json(404, { error: 'not_found', message: 'Not found' });
    return handlers[key](url, init);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const calls = (fetch: ReturnType<typeof mockApi>, prefix: string) => fetch.mock.calls.filter(([input]) => new URL(input, 'http://localhost').pathname.startsWith(prefix));

function renderAt(path: string) {
  renderRoutes(
    [
      { path: '/:lang/profile', element: <ProfilePage /> },
      { path: '/:lang/profile/review/:attemptId', element: <AttemptReviewPage /> },
    ],
    path,
  );
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('auth_token', token);
  localStorage.setItem('user', JSON.stringify(user));
  sessionStore.reload();
  await i18n.changeLanguage('en');
  // Recharts measures its box; jsdom has no ResizeObserver.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('profile page', () => {
  it("a new learner's profile: header, zero tiles and the empty texts", async () => {
    mockApi();
    renderAt('/en/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'ada' })).toBeVisible();
    expect(screen.getByText('ada@example.com')).toBeVisible();
    expect(screen.getByText('Premium')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('href', '/en/leaderboard');
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
    // The avatar is drawn here, as a data URI; the initials stand in if it cannot be shown.
    const avatar = await screen.findByTestId('avatar');
    expect(avatar).toHaveAccessibleName('Avatar of ada');
    expect(avatar.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    fireEvent.error(avatar);
    expect(screen.getByRole('img', { name: 'Avatar of ada' })).toHaveTextContent('AD');
    expect(await screen.findByText('No badges yet — do a quiz to earn one!')).toBeVisible();
    expect(await screen.findByText('No quizzes yet: your results will appear here.')).toBeVisible();
    expect(screen.getByText('Finish a quiz to see your trend.')).toBeVisible();
    expect(await screen.findByTestId('streak-message')).toHaveTextContent('Finish a quiz today to start your streak!');
    expect(screen.getByTestId('tile-current')).toHaveTextContent('0 days');
    expect(screen.getByTestId('tile-average')).toHaveTextContent('0%');
    expect(screen.getByTestId('tile-badges')).toHaveTextContent(`0/${BADGES.length}`);
    expect(screen.getByTestId('badges-count')).toHaveTextContent(`0 of ${BADGES.length} earned`);
    // Six badges first, greyed until earned; then all of them.
    expect(within(screen.getByTestId('badges-panel')).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(within(screen.getByTestId('badges-panel')).getAllByRole('listitem')).toHaveLength(BADGES.length);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('storico')).not.toBeNull();
  });

  it('shows history, badges in the page language, the trend as text and the stats', async () => {
    const items = [historyItem(1, 1, 40), historyItem(2, 2, 65), historyItem(3, 3, 90, { mode: 'exam', passed: true }), historyItem(4, 4, 130), historyItem(5, 5, 75), historyItem(6, 6, 55)];
    mockApi({
      '/api/user/slancio/': () => json(200, { current_streak: 1, best_streak: 4, last_day: '2026-03-06' }),
      '/api/user/user-badges': () => json(200, badges(['first-quiz', 'exam-passed'])),
      '/api/user/user-history': () => json(200, { items, stats: { total: 6, average_score: 70, best_score: 100, exams_passed: 1, total_points: 40 } }),
      '/api/user-certification-stats/': (url) => json(200, { certification_id: 6, type: url.searchParams.get('type'), total_exams: url.searchParams.get('type') === 'mixed' ? 0 : 6, max_score: 100, average_score: 70 }),
    });
    renderAt('/en/profile');
    expect(await screen.findByTestId('streak-message')).toHaveTextContent('Day one: your streak has started.');
    expect(screen.getByTestId('tile-current')).toHaveTextContent('1 day');
    expect(screen.getByTestId('tile-best')).toHaveTextContent('4 days');
    expect(await screen.findByTestId('tile-average')).toHaveTextContent('70%');
    expect(await screen.findByTestId('tile-badges')).toHaveTextContent(`2/${BADGES.length}`);
    // Titles come from the shared catalogue in the page's language, not the API's Italian.
    expect(screen.getByRole('heading', { level: 3, name: 'First step' })).toBeVisible();
    // Newest first, four at a time, scores clamped and coloured.
    const entries = screen.getAllByTestId('history-item');
    expect(entries).toHaveLength(4);
    expect(entries[0]).toHaveTextContent('55%');
    expect(entries[2].querySelector('.score-pill')).toHaveTextContent('100%');
    expect(entries[2].querySelector('.score-pill')).toHaveClass('score-good');
    expect(entries[1].querySelector('.score-pill')).toHaveClass('score-fair');
    expect(entries[0].querySelector('.score-pill')).toHaveClass('score-poor');
    expect(within(entries[0]).getByRole('link')).toHaveAttribute('href', '/en/profile/review/00000006-0000-4000-8000-000000000000');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByTestId('history-item')).toHaveLength(6);
    // The chart's text alternative: the last five, oldest first.
    const trend = within(screen.getByTestId('trend-text')).getAllByRole('listitem').map((item) => item.textContent);
    expect(trend.map((text) => text?.replace(/^.*: /, ''))).toEqual(['65%', '90%', '100%', '75%', '55%']);
    // Certification stats, then the mixed filter.
    const stats = screen.getByTestId('certification-stats');
    expect(await within(stats).findByText('6')).toBeVisible();
    await userEvent.click(within(stats).getByRole('radio', { name: 'Mixed' }));
    await vi.waitFor(() => expect(within(stats).getByTestId('certification-stats-values')).toHaveTextContent(/Simulations\s*0/));
  });

  it('a streak failure shows 0 and 0 with the notice, and warns in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ '/api/user/slancio/': () => json(500, { error: 'internal', message: 'boom' }) });
    renderAt('/it/profile');
    await act(() => i18n.changeLanguage('it'));
    expect(await screen.findByTestId('streak-error', {}, { timeout: 8000 })).toHaveTextContent('Impossibile aggiornare lo slancio ora.');
    expect(screen.getByTestId('tile-current')).toHaveTextContent('0 giorni');
    expect(screen.getByTestId('tile-best')).toHaveTextContent('0 giorni');
    expect(warn).toHaveBeenCalled();
  }, 15_000);

  it('the refresh flags and the badges:refresh event reload badges and streak, and the flags go', async () => {
    localStorage.setItem('refreshBadges', '1');
    localStorage.setItem('refreshStreak', '1');
    const fetch = mockApi();
    renderAt('/en/profile');
    await screen.findByTestId('streak-message');
    expect(localStorage.getItem('refreshBadges')).toBeNull();
    expect(localStorage.getItem('refreshStreak')).toBeNull();
    const before = { streak: calls(fetch, '/api/user/slancio/').length, badges: calls(fetch, '/api/user/user-badges').length };
    act(() => {
      window.dispatchEvent(new Event(BADGES_REFRESH_EVENT));
    });
    await vi.waitFor(() => {
      expect(calls(fetch, '/api/user/slancio/').length).toBeGreaterThan(before.streak);
      expect(calls(fetch, '/api/user/user-badges').length).toBeGreaterThan(before.badges);
    });
  });

  it('a newer streak load cancels the one in flight', async () => {
    const signals: AbortSignal[] = [];
    mockApi({
      '/api/user/slancio/': (_url, init) => {
        signals.push(init!.signal!);
        // The first answer never comes; the second does.
        if (signals.length === 1) return new Promise<Response>(() => {});
        return json(200, { current_streak: 3, best_streak: 3, last_day: null });
      },
    });
    renderAt('/en/profile');
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    act(() => {
      window.dispatchEvent(new Event(BADGES_REFRESH_EVENT));
    });
    expect(await screen.findByTestId('streak-message')).toHaveTextContent('Three days in a row');
    expect(signals[0].aborted).toBe(true);
    expect(screen.queryByTestId('streak-error')).toBeNull();
  });
});

describe('attempt review page', () => {
  it('shows each question with the answers marked, and filters the missed ones', async () => {
    mockApi({
      '/api/attempts/': () =>
        json(200, {
          attemptId: 'a1', mode: 'exam', certification_name: 'CompTIA Security+', topic_title: 'Threats', correctAnswers: 1, totalQuestions: 2, percentage: 50, passed: false, date: '2026-03-02T10:00:00.000Z',
          review: [
            { questionId: 1, question: 'What is phishing?', answers: [{ id: 0, text: 'A lure' }, { id: 1, text: 'A fish' }], chosenAnswerId: 0, correctAnswerId: 0, correct: true, explanation: 'Deception by message.', explanationLocked: false },
            { questionId: 2, question: 'What is a worm?', answers: [{ id: 0, text: 'Self-spreading malware' }, { id: 1, text: 'A cable' }], chosenAnswerId: 1, correctAnswerId: 0, correct: false, explanation: null, explanationLocked: true },
          ],
        }),
    });
    renderAt('/en/profile/review/a1');
    expect(await screen.findByRole('heading', { level: 1, name: 'CompTIA Security+' })).toBeVisible();
    expect(screen.getByText('1 correct answers out of 2')).toBeVisible();
    expect(screen.getAllByTestId('review-question')).toHaveLength(2);
    expect(screen.getByText('Deception by message.')).toBeVisible();
    expect(screen.getByText('Explanation available to Premium users only')).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only the ones I missed' }));
    const [only] = screen.getAllByTestId('review-question');
    expect(screen.getAllByTestId('review-question')).toHaveLength(1);
    expect(only).toHaveTextContent('Question 2 of 2');
    expect(within(only).getByText('Your answer').closest('li')).toHaveTextContent('A cable');
    expect(within(only).getByText('Correct answer').closest('li')).toHaveTextContent('Self-spreading malware');
    expect(screen.getByRole('link', { name: 'Back to your history' })).toHaveAttribute('href', '/en/profile#storico');
  });

  it("someone else's attempt is simply not available", async () => {
    mockApi({ '/api/attempts/': () => json(403, { error: 'forbidden', message: 'Not yours' }) });
    renderAt('/en/profile/review/b2');
    expect(await screen.findByText("This review isn't available.")).toBeVisible();
  });
});
