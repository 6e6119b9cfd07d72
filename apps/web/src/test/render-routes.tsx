import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthProvider } from '../app/auth-provider';
import { createQueryClient } from '../lib/query-client';

/**
 * A page test's app: a fresh query cache, the session from storage (AuthProvider, unless `auth` is
 * false) and a memory router at `path`. Returns the router, so a test can follow where it goes.
 */
export function renderRoutes(routes: RouteObject[], path: string, { auth = true }: { auth?: boolean } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = <RouterProvider router={router} />;
  render(<QueryClientProvider client={createQueryClient()}>{auth ? <AuthProvider>{app}</AuthProvider> : app}</QueryClientProvider>);
  return router;
}
