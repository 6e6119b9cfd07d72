import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { FIXTURE_CONTENT_DIR, TEST_JWT_SECRET } from './test-app';

const serverDir = path.resolve(import.meta.dirname, '..');
/** Under node_modules, so the bundle's dependencies (left external, as in `npm run build`) resolve from it. */
const buildDir = path.resolve(serverDir, '../../node_modules/.cache/certamen-test');

let entry: Promise<string> | undefined;

/**
 * src/server.ts compiled the way `npm run build` compiles it (apps/server/build.mjs: one ES module,
 * the shared package bundled in), once per test file, so a test runs what production runs, never a stale dist.
 */
export function serverEntry(): Promise<string> {
  entry ??= (async () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const outfile = path.join(buildDir, `server-${process.pid}-${crypto.randomBytes(4).toString('hex')}.mjs`);
    await build({
      entryPoints: [path.join(serverDir, 'src/server.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      external: Object.keys(pkg.dependencies).filter((name) => name !== '@certamen/shared'),
      logLevel: 'warning',
    });
    return outfile;
  })();
  return entry;
}

export async function removeServerBuild(): Promise<void> {
  if (!entry) return;
  const file = await entry.catch(() => null);
  entry = undefined;
  if (file) for (const name of [file, `${file}.map`]) fs.rmSync(name, { force: true });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every line the process wrote, stdout and stderr. */
  output: () => string;
  /** Log lines (JSON) that match. */
  logged: (message: string) => boolean;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the signal and waits for the process to end. */
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `node <compiled server>` on a free port of 127.0.0.1 and waits until it listens. */
export async function startServer(env: Record<string, string>, timeoutMs = 45_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', await serverEntry()], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      CONTENT_DIR: FIXTURE_CONTENT_DIR,
      WEB_DIST: '/nonexistent',
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: 'https://certamen.test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start within ${timeoutMs} ms:\n${text}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const match = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code ?? signal}) before listening:\n${text}`));
    });
  });
  return {
    url,
    child,
    output: () => text,
    logged: (message) => text.split('\n').some((line) => line.includes(`"msg":"${message}"`)),
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
