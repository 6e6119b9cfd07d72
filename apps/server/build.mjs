// Compiles the server (and the shared package it imports as TypeScript source) into one ES module,
// so production runs plain JavaScript with no TypeScript loader. Dependencies stay in node_modules.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@certamen/shared');

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  // Same depth as src/, so paths resolved from import.meta.dirname (the repo root) stay right.
  // SERVER_OUTDIR (a sibling of dist/, e.g. dist-mine) lets two checkouts of work build side by side.
  outfile: new URL(`./${process.env.SERVER_OUTDIR ?? 'dist'}/server.js`, import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
