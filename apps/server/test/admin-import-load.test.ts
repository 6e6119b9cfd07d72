import { describe, expect, it } from 'vitest';
import { DIALECTS, useTestApp } from './test-app';

const NETWORK_PLUS = 11;
const ROWS = 10_000;

/**
 * A 10,000-row import through a listening server while another client keeps asking for the catalogue:
 * the import runs in chunks, so that client is answered all along (docs/product.md, Administration).
 */
describe.each(DIALECTS)('a large import on %s', (dialect) => {
  const ctx = useTestApp(dialect, { IMPORTS_PER_HOUR: '1000' });

  it('imports 10,000 rows in four languages while another client\'s requests keep being answered', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const registered = await fetch(`${address}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bulkadmin', email: 'bulk@example.com', password: 'secret-pass1' }) });
    const { token, user } = (await registered.json()) as { token: string; user: { id: number } };
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();

    const langs = ['it', 'en', 'fr', 'es'];
    const lines = ['id,topic,language,question,answer_1,answer_2,answer_3,answer_4,correct_answer'];
    for (let i = 0; i < ROWS; i++) {
      const group = Math.floor(i / 4);
      lines.push(`${group},Porte,${langs[i % 4]},"Domanda ${group} (${langs[i % 4]}): quale porta, è giusta?",${group}a,${group}b,${group}c,${group}d,${(group % 4) + 1}`);
    }
    const csv = lines.join('\n');

    const answeredAt: number[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const response = await fetch(`${address}/api/get-categories`);
        expect(response.status).toBe(200);
        await response.arrayBuffer();
        answeredAt.push(performance.now());
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const start = performance.now();
    const imported = await fetch(`${address}/api/admin/questions/import?certificationId=${NETWORK_PLUS}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' }, body: csv });
    const end = performance.now();
    polling = false;
    await poller;

    expect(imported.status).toBe(200);
    expect(await imported.json()).toEqual({ imported: ROWS / 4, translations: ROWS });
    // The other client was answered throughout: many times during the import, never left waiting for most of it.
    const during = answeredAt.filter((at) => at > start && at < end);
    const gaps = [start, ...during, end].slice(1).map((at, index) => at - [start, ...during][index]!);
    const longestWait = Math.max(...gaps);
    expect(during.length).toBeGreaterThanOrEqual(5);
    // SQLite has one connection: requests that read the database wait while the insert transaction runs
    // (the shorter, last phase), so their longest wait is a larger share there (docs/decisions.md).
    expect(longestWait).toBeLessThan((end - start) * (dialect === 'sqlite' ? 0.8 : 0.5));
    const count = await ctx.db.selectFrom('questions').innerJoin('topics', 'topics.id', 'questions.topic_id').select((eb) => eb.fn.countAll().as('n')).where('topics.certification_id', '=', NETWORK_PLUS).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThanOrEqual(ROWS / 4);
    console.log(`${dialect}: import ${Math.round(end - start)} ms, ${during.length} answers during it, longest wait ${Math.round(longestWait)} ms`);
  }, 60_000);
});
