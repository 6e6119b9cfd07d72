import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'certamen-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Certamen</title><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
// As the web build's precompress step leaves them.
const bundle = 'export const words = "' + 'parola '.repeat(500) + '";';
fs.writeFileSync(path.join(dist, 'assets', 'big-1234.js'), bundle);
fs.writeFileSync(path.join(dist, 'assets', 'big-1234.js.br'), zlib.brotliCompressSync(bundle));
fs.writeFileSync(path.join(dist, 'assets', 'big-1234.js.gz'), zlib.gzipSync(bundle));

describe('serving the web app', () => {
  const ctx = useTestApp('sqlite', { WEB_DIST: dist });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('answers every app route with the app, revalidated on each visit', async () => {
    for (const url of ['/', '/en/base', '/it/certifications/ccna?x=1', '/fr/nothing/here']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets for a year, including ones built after start', async () => {
    const asset = await get('/assets/app-1234.js');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toContain('immutable');
    fs.writeFileSync(path.join(dist, 'assets', 'app-5678.js'), 'console.log(2)');
    expect((await get('/assets/app-5678.js')).statusCode).toBe(200);
  });

  it('sends the precompressed file the browser accepts, and the plain one to a client that accepts none', async () => {
    const brotli = await ctx.app.inject({ method: 'GET', url: '/assets/big-1234.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(bundle);
    const gzip = await ctx.app.inject({ method: 'GET', url: '/assets/big-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toContain('immutable');
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/big-1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('compresses large API answers for clients that accept it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/get-certifications', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(response.rawPayload).toString())).toHaveLength(33);
  });

  it('answers 404 for a missing file and JSON 404 for an unknown API call', async () => {
    const missing = await get('/assets/app-0000.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/text\/html/);
    const api = await get('/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
  });

  it('sends a content security policy that allows only our own scripts', async () => {
    const response = await get('/en');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
