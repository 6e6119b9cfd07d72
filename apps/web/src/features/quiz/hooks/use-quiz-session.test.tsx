import type { Attempt, ResumedAttempt, User } from '@certamen/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../../lib/auth-context';
import '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import type { QuizTarget } from '../api/start-attempt';
import { attemptStorageKey } from '../attempt-storage';
import { useQuizSession } from './use-quiz-session';

const target: QuizTarget = { kind: 'topic', topicId: 4 };
const user: User = { id: 1, username: 'ada', email: 'ada@example.com', role: 'user', is_premium: false, avatarUrl: null, language: 'en', current_streak: 0, best_streak: 0, total_points: 0 };
const question = (id: number) => ({
  id,
  question: `Question ${id}?`,
  answers: [0, 1, 2, 3].map((answer) => ({ id: answer, text: `Answer ${answer}` })),
  topic_id: 4,
  topic_title: 'Threats',
  certification_id: 6,
  certification_name: 'Security+',
});
const training: Attempt = { attemptId: 't1', mode: 'training', durationSeconds: null, questions: [question(11), question(12)] };
const exam: Attempt = { attemptId: 'e1', mode: 'exam', durationSeconds: 600, questions: [question(11), question(12)] };
const feedback = { correct: false, correctAnswerId: 3, explanation: null, explanationLocked: true };
const saved = {
  streakBonus: 0,
  awardedBadge: null,
  awardedBadgeKey: null,
  badgeAssigned: false,
  updatedUser: { ...user, total_points: 40, current_streak: 1 },
  correctAnswers: 1,
  totalQuestions: 2,
  percentage: 50,
  passed: false,
  points: 40,
  review: [],
};

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
/** The API as this test needs it: path (and method) to answer. */
function stubApi(routes: Record<string, unknown>) {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    if (!(key in routes)) return Promise.resolve(new Response('{}', { status: 404 }));
    return json(routes[key]);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const calls = (fetch: ReturnType<typeof stubApi>, key: string) => fetch.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url.split('?')[0]}` === key);

function renderSession(mode: 'training' | 'exam') {
  const updateUser = vi.fn();
  const auth: AuthContextValue = { status: 'authenticated', token: 'token', user, signIn: vi.fn(), updateUser, signOut: vi.fn() };
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext value={auth}>
        <MemoryRouter initialEntries={['/en/quiz/topic/4']}>
          <Routes>
            <Route path="/:lang/*" element={children} />
          </Routes>
        </MemoryRouter>
      </AuthContext>
    </QueryClientProvider>
  );
  const rendered = renderHook(() => useQuizSession(target, mode, 0), { wrapper });
  return { ...rendered, updateUser };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useQuizSession', () => {
  it('says when to come back (in Italian, the default language) when too many quizzes were started', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ error: 'rate_limited', message: 'Too many quizzes started.' }), { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '600' } }))));
    const { result } = renderSession('training');
    await waitFor(() => expect(result.current.view).toBe('error'), { timeout: 5000 });
    expect(result.current.loadErrorText).toBe('Hai iniziato troppi quiz. Riprova tra 10 minuti.');
  });

  it('starts an attempt, checks answers, asks before submitting, and puts the new points in the session', async () => {
    const fetch = stubApi({ 'GET /api/questions/4': training, 'POST /api/attempts/t1/answers': feedback, 'POST /api/save-exam': saved });
    const { result, updateUser } = renderSession('training');
    expect(result.current.view).toBe('loading');
    await waitFor(() => expect(result.current.view).toBe('running'));
    expect(localStorage.getItem(attemptStorageKey(target, 'training'))).toBe('t1');

    await act(() => result.current.answer(1));
    expect(result.current.answers.get(11)).toEqual({ answerId: 1, feedback });
    // A second answer to the same question is not sent.
    await act(() => result.current.answer(2));
    expect(calls(fetch, 'POST /api/attempts/t1/answers')).toHaveLength(1);

    act(() => result.current.requestSubmit());
    expect(result.current.confirming).toBe(true);
    await act(() => result.current.submit());
    expect(result.current.view).toBe('done');
    expect(result.current.confirming).toBe(false);
    expect(result.current.result?.percentage).toBe(50);
    expect(updateUser).toHaveBeenCalledWith(saved.updatedUser);
    expect(localStorage.getItem(attemptStorageKey(target, 'training'))).toBeNull();
  });

  it('resumes the attempt it was in before a reload, on the first open question', async () => {
    localStorage.setItem(attemptStorageKey(target, 'exam'), 'e1');
    const resumed: ResumedAttempt = { ...exam, answers: [{ questionId: 11, answerId: 0 }], remainingSeconds: 300, submitted: false };
    const fetch = stubApi({ 'GET /api/attempts/e1': resumed });
    const { result } = renderSession('exam');
    await waitFor(() => expect(result.current.view).toBe('running'));
    expect(result.current.current).toBe(1);
    expect(result.current.answers.get(11)).toEqual({ answerId: 0 });
    expect(result.current.remaining).toBeGreaterThan(290);
    expect(calls(fetch, 'GET /api/questions/4')).toHaveLength(0);
  });

  it('starts afresh when the remembered attempt was already submitted', async () => {
    localStorage.setItem(attemptStorageKey(target, 'exam'), 'old');
    stubApi({ 'GET /api/attempts/old': { ...exam, attemptId: 'old', answers: [], remainingSeconds: 0, submitted: true }, 'GET /api/questions/4': exam });
    const { result } = renderSession('exam');
    await waitFor(() => expect(result.current.attempt?.attemptId).toBe('e1'));
    expect(result.current.view).toBe('running');
    expect(localStorage.getItem(attemptStorageKey(target, 'exam'))).toBe('e1');
  });

  it('submits an exam by itself once every question has an answer', async () => {
    const fetch = stubApi({ 'GET /api/questions/4': exam, 'POST /api/attempts/e1/answers': { recorded: true }, 'POST /api/save-exam': saved });
    const { result } = renderSession('exam');
    await waitFor(() => expect(result.current.view).toBe('running'));
    await act(() => result.current.answer(0));
    expect(result.current.view).toBe('running');
    act(() => result.current.step(1));
    await act(() => result.current.answer(3));
    await waitFor(() => expect(result.current.view).toBe('done'));
    const [, init] = calls(fetch, 'POST /api/save-exam')[0];
    expect(JSON.parse(String(init?.body))).toEqual({ attemptId: 'e1', answers: [], isExam: true });
  });
});
