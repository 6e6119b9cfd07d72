import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render-routes';
import { AdminFeedbackPage } from './admin-feedback-page';

const json = (status: number, body: unknown) => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const DAY = 24 * 60 * 60 * 1000;
const item = (id: number, type: 'positive' | 'negative' | 'report', ageDays: number, archived: 0 | 1, description: string | null = null) => ({
  id, type, question_id: 40 + id, question: `Question ${id}?`, topic_id: 3, topic_title: 'Ports', certification_id: 11, certification_name: 'CompTIA Network+',
  description, username: 'ada', created_at: new Date(Date.now() - ageDays * DAY).toISOString(), archived,
});
const MARKUP = '<b>bold?</b> <img src=x onerror=alert(1)>';

function mockApi() {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    if (url.pathname === '/api/admin/feedback/stats') return json(200, { positive: 1, negative: 1, report: 1, archived: 1 });
    if (url.pathname === '/api/admin/feedback') {
      return json(200, url.searchParams.get('archived') === 'true' ? [item(4, 'report', 20, 1, 'Old report')] : [item(1, 'report', 1, 0, MARKUP), item(2, 'positive', 2, 0), item(3, 'negative', 10, 0)]);
    }
    if (init?.method === 'DELETE') return json(204, null);
    return json(404, { error: 'not_found', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderPage() {
  renderRoutes([{ path: '/:lang/admin/feedback', element: <AdminFeedbackPage /> }], '/en/admin/feedback', { auth: false });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('feedback review page', () => {
  it('shows counters, recent / older / archived sections, the learner\'s markup as text, archived items read-only', async () => {
    mockApi();
    renderPage();
    expect(await screen.findByTestId('feedback-stat-report')).toHaveTextContent('1');
    const recent = await screen.findByTestId('feedback-section-recent');
    expect(within(recent).getAllByTestId('feedback-item')).toHaveLength(2);
    expect(within(recent).getByText(MARKUP)).toBeInTheDocument();
    expect(recent.querySelector('img, b')).toBeNull();
    expect(within(screen.getByTestId('feedback-section-older')).getAllByTestId('feedback-item')).toHaveLength(1);
    const archived = screen.getByTestId('feedback-section-archived');
    expect(within(archived).getByText('Old report')).toBeInTheDocument();
    expect(within(archived).queryByRole('button')).toBeNull();
    expect(within(archived).getByRole('link', { name: 'Open in editor' })).toHaveAttribute('href', '/en/admin/questions/44');

    await userEvent.click(screen.getByRole('button', { name: 'Positive' }));
    expect(within(recent).getAllByTestId('feedback-item')).toHaveLength(1);
    expect(within(screen.getByTestId('feedback-section-older')).queryAllByTestId('feedback-item')).toHaveLength(0);
    expect(within(screen.getByTestId('feedback-section-archived')).queryAllByTestId('feedback-item')).toHaveLength(0);
  });

  it('deletes only after the confirmation', async () => {
    const calls = mockApi();
    renderPage();
    const recent = await screen.findByTestId('feedback-section-recent');
    const first = within(recent).getAllByTestId('feedback-item')[0];
    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Are you sure you want to delete this feedback?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    expect(calls).not.toContain('DELETE /api/admin/feedback/1');
    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByText('Are you sure you want to delete this feedback?').closest('dialog')!;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
    await vi.waitFor(() => expect(calls).toContain('DELETE /api/admin/feedback/1'));
  });
});
