import { CATEGORIES, CERTIFICATIONS } from '@certamen/shared';
import { describe, expect, it } from 'vitest';
import { DIALECTS, useTestApp } from './test-app';

describe.each(DIALECTS)('catalogue API on %s', (dialect) => {
  const ctx = useTestApp(dialect);
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('lists the eight categories in order with their certification counts', async () => {
    const response = await get('/api/get-categories');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((category: { slug: string }) => category.slug)).toEqual(CATEGORIES.map((category) => category.slug));
    expect(body.find((category: { slug: string }) => category.slug === 'reti')).toMatchObject({ id: 3, name: 'Reti', certificationCount: 5 });
  });

  it('lists every catalogue certification with exam facts and live counts', async () => {
    const response = await get('/api/get-certifications');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toHaveLength(CERTIFICATIONS.length);
    expect(body.find((c: { id: number }) => c.id === 7)).toMatchObject({ slug: 'cissp', exam_minutes: 180, exam_questions: 125, category_slug: 'sicurezza' });
    expect(body.find((c: { slug: string }) => c.slug === 'network-plus')).toMatchObject({ topic_count: 4, question_count: 5, aliases: ['comptia-network-plus'] });
    expect(body.find((c: { slug: string }) => c.slug === 'jncie')).toMatchObject({ exam_minutes: null, topic_count: 0, question_count: 0 });
  });

  it('lists the certifications of one category', async () => {
    const response = await get('/api/get-certifications-by-category/2');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((c: { slug: string }) => c.slug).sort()).toEqual(['ceh', 'cisco-ccst-security', 'cissp', 'isc2-cc', 'security-plus']);
  });

  it('answers 404 for a category that does not exist', async () => {
    const response = await get('/api/get-certifications-by-category/99');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999'])('answers 400 for the malformed category id %s', async (id) => {
    const response = await get(`/api/get-certifications-by-category/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_error' });
  });

  it('lists topics in study order, titled in the requested language, the first three free', async () => {
    const response = await get('/api/get-topics/11?lang=fr');
    expect(response.statusCode).toBe(200);
    const topics = response.json();
    expect(topics.map((topic: { title: string }) => topic.title)).toEqual(['Ports', 'Modèle OSI', 'Réseaux sans fil', 'Dépannage']);
    expect(topics.map((topic: { free: boolean }) => topic.free)).toEqual([true, true, true, false]);
    expect(topics.map((topic: { question_count: number }) => topic.question_count)).toEqual([2, 1, 1, 1]);
  });

  it('titles topics in Italian when no language is given', async () => {
    const topics = (await get('/api/get-topics/11')).json();
    expect(topics[0].title).toBe('Porte');
  });

  it('answers an empty list for a certification without questions yet', async () => {
    const response = await get('/api/get-topics/28');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 404 for an unknown certification and 400 for a bad id or language', async () => {
    expect((await get('/api/get-topics/404')).statusCode).toBe(404);
    expect((await get('/api/get-topics/ccna')).statusCode).toBe(400);
    const badLang = await get('/api/get-topics/11?lang=de');
    expect(badLang.statusCode).toBe(400);
    expect(badLang.json().details[0].path).toContain('lang');
  });

  it('answers JSON 404 for an unknown API route', async () => {
    const response = await get('/api/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });
});
