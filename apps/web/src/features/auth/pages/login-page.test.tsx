import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { sessionStore } from '../../../lib/session';
import { renderRoutes } from '../../../test/render-routes';
import { LoginPage } from './login-page';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${base64url({ alg: 'HS256' })}.${base64url({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 })}.signature-not-checked-on-the-client`;
const user = { id: 1, username: 'ada', email: 'ada@example.com', role: 'user', is_premium: false, avatarUrl: null, language: 'it', current_streak: 0, best_streak: 0, total_points: 0 };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderLogin(path = '/it/login') {
  renderRoutes(
    [
      { path: '/:lang/login', element: <LoginPage /> },
      { path: '*', element: <Where /> },
    ],
    path,
  );
}

/** The URL and options of the n-th fetch call. */
const request = (fetch: { mock: { calls: unknown[][] } }, n = 0) => fetch.mock.calls[n] as unknown as [string, RequestInit];
const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reload();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('login page', () => {
  it('starts with remember me ticked and the submit disabled until both fields are filled', async () => {
    renderLogin();
    const submit = screen.getByRole('button', { name: 'Accedi' });
    expect(screen.getByRole('checkbox', { name: 'Ricordami' })).toBeChecked();
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    expect(submit).toBeEnabled();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'email');
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostra la password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Nascondi la password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('without remember me keeps the session in session storage and follows ?redirect=', async () => {
    const fetch = vi.fn(() => answer(200, { token, user }));
    vi.stubGlobal('fetch', fetch);
    renderLogin('/it/login?redirect=%2Fit%2Fquiz%2Ftopic%2F4');
    await userEvent.type(screen.getByLabelText('E-mail'), ' Ada@Example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ricordami' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/it/quiz/topic/4');
    const [url, init] = request(fetch);
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ada@example.com',
      password: 'secret123',
      remember: false,
    });
    expect(sessionStorage.getItem('auth_token')).toBe(token);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('with remember me keeps it in local storage and goes to the profile', async () => {
    vi.stubGlobal('fetch', vi.fn(() => answer(200, { token, user })));
    renderLogin('/en/login?redirect=https%3A%2F%2Fevil.example');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/en/profile');
    expect(localStorage.getItem('auth_token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
  });

  it('says the credentials are wrong without saying which, and announces it', async () => {
    vi.stubGlobal('fetch', vi.fn(() => answer(401, { error: 'invalid_credentials', message: 'Invalid email or password.' })));
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail o password non corretti.');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it("rejects an answer without token or user as 'incomplete'", async () => {
    vi.stubGlobal('fetch', vi.fn(() => answer(200, { token })));
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Risposta del server incompleta.');
  });

  it('explains an invalid e-mail next to the field before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Scrivi un indirizzo e-mail valido.');
    expect(email).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the loading-profile message while a stored token has no user yet', async () => {
    localStorage.setItem('auth_token', token);
    sessionStore.reload();
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    renderLogin();
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento del profilo…');
  });

  it('a 401 from "who am I" ends the stored session', async () => {
    localStorage.setItem('auth_token', token);
    localStorage.setItem('user', JSON.stringify(user));
    sessionStore.reload();
    const fetch = vi.fn(() => answer(401, { error: 'unauthorized', message: 'Log in to continue.' }));
    vi.stubGlobal('fetch', fetch);
    renderLogin('/it/login');
    // Logged in from the cache first, so the page moves on; then the server disowns the token.
    await vi.waitFor(() => expect(localStorage.getItem('auth_token')).toBeNull());
    const headers = request(fetch)[1].headers as Record<string, string>;
    expect(headers.authorization).toBe(`Bearer ${token}`);
    expect(localStorage.getItem('user')).toBeNull();
  });
});
