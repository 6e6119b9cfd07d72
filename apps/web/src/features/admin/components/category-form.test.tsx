import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { CategoryForm } from './category-form';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's answers in turn; every call is recorded. */
function mockApi(...answers: Response[]) {
  const fetch = vi.fn(async (_input: string, _init?: RequestInit) => answers.shift() ?? json(500, { error: 'internal_error', message: 'x' }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the category form (docs/product.md, Administration, categories)', () => {
  it('is a form named by its heading; says what is wrong without calling the server, then adds the category', async () => {
    const fetch = mockApi(json(201, { id: 9, slug: 'cloud', name: 'Cloud', totalQuestions: 40, quizTaken: 0 }));
    render(<QueryClientProvider client={createQueryClient()}><CategoryForm /></QueryClientProvider>);
    expect(screen.getByRole('form', { name: i18n.t('admin.category.heading') })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: i18n.t('admin.category.submit') });
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('admin.category.invalid'));
    expect(screen.getByLabelText(i18n.t('admin.category.name'))).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(i18n.t('admin.category.name')), 'Cloud');
    await userEvent.type(screen.getByLabelText(i18n.t('admin.category.totalQuestions')), '40');
    await userEvent.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent(i18n.t('admin.category.success'));
    const [url, init] = fetch.mock.calls[0]!;
    expect([url, init?.method, JSON.parse(String(init?.body))]).toEqual(['/api/add-category', 'POST', { name: 'Cloud', totalQuestions: 40, quizTaken: 0 }]);
    expect(screen.getByLabelText(i18n.t('admin.category.name'))).toHaveValue('');
  });

  it('says so when the name is taken (409)', async () => {
    mockApi(json(409, { error: 'conflict', message: 'A category with this name already exists.', details: [{ path: '/name', message: 'taken' }] }));
    render(<QueryClientProvider client={createQueryClient()}><CategoryForm /></QueryClientProvider>);
    await userEvent.type(screen.getByLabelText(i18n.t('admin.category.name')), 'Reti');
    await userEvent.type(screen.getByLabelText(i18n.t('admin.category.totalQuestions')), '10');
    await userEvent.click(screen.getByRole('button', { name: i18n.t('admin.category.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('admin.category.exists'));
  });
});
