import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

/** Routes that are not part of the API: the reference itself, and the static web app. */
const isDocumentation = (url: string) => url === '/api/openapi.json' || url.startsWith('/api/docs') || !url.startsWith('/api');

describe('API reference', () => {
  const context = useTestApp('sqlite');

  it('lists every registered route with a response schema at /api/openapi.json', async () => {
    const routes: { method: string; url: string }[] = [];
    // Collected from the running app, not from a hand-kept list: a new route cannot be forgotten.
    const { app } = context;
    for (const route of app.routeTable) if (!isDocumentation(route.url)) routes.push(route);
    expect(routes.length).toBeGreaterThan(15);

    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown; description?: string }> }>> };
    expect(document.openapi).toBe('3.1.0');
    for (const route of routes) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url} is documented`).toBeDefined();
      const success = Object.entries(operation!.responses ?? {}).find(([status]) => status.startsWith('2'));
      expect(success, `${route.method} ${route.url} documents its success response`).toBeDefined();
    }
  });

  it('serves a readable reference at /api/docs', async () => {
    const page = await context.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger');
  });
});
