import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session';
import { renderRoutes } from '../../../test/render-routes';
import { timeLeft } from '../components/countdown';
import { PremiumPage } from './premium-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const info = (launchDate: string, launched: boolean) => ({
  launchDate,
  launched,
  interestedCount: 90,
  currency: 'EUR',
  prices: [{ amount: '3.99', period: 'week' }, { amount: '9.99', period: 'month' }],
  firstMonthDiscountPercent: 50,
  freeExplanationsUntil: '2025-08-31',
  freeTopicsPerCertification: 3,
});

function renderPage(answer: unknown, path = '/en/premium') {
  vi.stubGlobal('fetch', vi.fn(async (input: string) => (new URL(input, 'http://localhost').pathname === '/api/premium-info' ? json(200, answer) : json(404, { error: 'not_found', message: 'x' }))));
  renderRoutes([{ path: '/:lang/premium', element: <PremiumPage /> }], path);
}

beforeEach(async () => {
  localStorage.clear();
  sessionStore.reload();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('premium interest page', () => {
  it('splits the time left into days, hours, minutes and seconds, never below zero', () => {
    const now = Date.UTC(2026, 0, 1, 0, 0, 0);
    expect(timeLeft(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(timeLeft(now - 5000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('counts down to a launch still to come, then says Premium is available when the moment arrives', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2030-05-31T23:59:58Z') });
    renderPage(info('2030-06-01', false));
    expect(await screen.findByRole('heading', { level: 2, name: 'Premium arrives in' })).toBeVisible();
    const countdown = screen.getByTestId('premium-countdown');
    expect(countdown).toHaveTextContent('days0hours0minutes0seconds2');
    expect(screen.getByText('Launch: 1 June 2030')).toBeVisible();
    expect(screen.getByTestId('premium-counter')).toHaveTextContent('90 people are already interested');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Certamen Premium is on its way');

    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByTestId('premium-countdown')).not.toBeInTheDocument();
    expect(screen.getByTestId('premium-available')).toHaveTextContent('Premium is available');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Certamen Premium is here');
  });

  it('shows no countdown once launched, and the configured prices in the page language', async () => {
    renderPage(info('2025-08-31', true), '/it/premium');
    await i18n.changeLanguage('it');
    expect(await screen.findByTestId('premium-available')).toHaveTextContent('Premium è disponibile');
    expect(screen.queryByTestId('premium-countdown')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^3,99\s€ a settimana$/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^9,99\s€ al mese$/ })).toBeInTheDocument();
  });
});
