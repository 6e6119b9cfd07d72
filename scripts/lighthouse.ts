// npm run lighthouse [-- --no-build] [--label before --root DIR --server "node --import tsx apps/server/src/server.ts"]
// Lighthouse 12 (mobile preset: a mid-range phone on a slow 4G, simulated) in Debian's Chromium, on the
// home page, a certification page and a quiz page of the built app; prints the four scores per page
// and writes them into docs/performance.md under the label (after by default). --root and --server
// measure another checkout (an older main, built) the same way, for a before/after in one run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const argument = (name: string) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined);
const repo = path.resolve(import.meta.dirname, '..');
const root = path.resolve(argument('root') ?? repo);
const label = argument('label') ?? 'after';
const serverCommand = (argument('server') ?? 'node apps/server/dist/server.js').split(' ');
const PORT = 3950;
const base = `http://127.0.0.1:${PORT}`;
const PAGES = [
  ['home', '/it'],
  ['certification', '/it/certifications/ccna'],
  ['quiz', '/it/quiz/cisco-ccna'],
] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

if (!process.argv.includes('--no-build') && root === repo) spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'certamen-lighthouse-'));
const server = spawn(serverCommand[0]!, serverCommand.slice(1), {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', SQLITE_PATH: path.join(dataDir, 'app.sqlite'), DATA_DIR: dataDir },
});
try {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/api/get-categories`)).ok) break;
    } catch {
      if (i > 400) throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows: string[] = ['| page | performance | accessibility | best practices | SEO | largest paint |', '|---|---:|---:|---:|---:|---:|'];
  try {
    for (const [name, url] of PAGES) {
      const result = await lighthouse(`${base}${url}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      const lhr = result!.lhr;
      const scores = CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
      const lcp = lhr.audits['largest-contentful-paint']?.displayValue ?? '?';
      rows.push(`| ${name} (\`${url}\`) | ${scores.join(' | ')} | ${lcp} |`);
      const failing = Object.values(lhr.audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary');
      for (const audit of failing) {
        const items = ((audit.details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? []).map((item) => item.node?.snippet ?? item.node?.selector).filter(Boolean);
        console.log(`${name}: ${audit.id}${items.length ? `: ${items.slice(0, 5).join(' | ')}` : ''}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  const table = rows.join('\n');
  console.log(`\n${table}\n`);
  const file = path.join(repo, 'docs/performance.md');
  const start = `<!-- lighthouse:${label}:start -->`;
  const end = `<!-- lighthouse:${label}:end -->`;
  const block = `${start}\n**${label}** (${root === repo ? 'this checkout' : root}), measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run lighthouse\` (Lighthouse 12, mobile preset, Chromium from Debian).\n\n${table}\n${end}`;
  const doc = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  fs.writeFileSync(file, doc.includes(start) ? doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block) : `${doc}\n${block}\n`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
