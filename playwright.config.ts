import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { MAIL_OUTBOX } from './e2e/mail-outbox';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// E2E_SERVER_DIR and WEB_DIST point a run at a private build (see apps/server/build.mjs).
const SERVER_COMMAND = `node --enable-source-maps apps/server/${process.env.E2E_SERVER_DIR ?? 'dist'}/server.js`;
const WEB_DIST = process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {};
/** A second server whose exams last seconds, for the journey where time runs out. */
export const SHORT_EXAM_PORT = PORT + 1;
export const SHORT_EXAM_SECONDS = 8;
/** A third server on the main database whose clock runs ahead (NODE_ENV=test only): the review journey's "days later". */
export const CLOCK_AHEAD_PORT = PORT + 2;
export const CLOCK_AHEAD_HOURS = 48;
export const E2E_ADMIN = { email: 'admin@certamen.test', password: 'admin-pass-2026' };
// A fresh embedded database for every run.
const runId = `${process.pid}-${Date.now()}`;
const sqlitePath = (name: string) => path.join(os.tmpdir(), `certamen-e2e-${runId}-${name}.sqlite`);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: { baseURL: `http://127.0.0.1:${PORT}`, launchOptions: chromium, trace: 'retain-on-failure' },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
    // The link crawl, the bank sweep and the admin, premium and review journeys do not depend on the width:
    // they run once, on desktop (their pages' phone layout is checked by screenshots inside them).
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, testIgnore: /(links|bank|admin[\w-]*|premium|review|a11y)\.spec\.ts/ },
  ],
  webServer: [
    {
      command: SERVER_COMMAND,
      url: `http://127.0.0.1:${PORT}/api/get-categories`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        // Reset links in the mail point at the address the tests browse.
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        SQLITE_PATH: sqlitePath('main'),
        DATA_DIR: path.join(os.tmpdir(), `certamen-e2e-${runId}`),
        // One file per message: e2e/auth.spec.ts follows the reset link from there.
        MAIL_OUTBOX,
        // Every journey signs up its own learners from 127.0.0.1.
        AUTH_RATE_LIMIT_FACTOR: '100',
        // An administrator, who draws from every topic: the bank sweep takes full-length mock exams.
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        ATTEMPTS_PER_HOUR: '100000',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        ...WEB_DIST,
      },
    },
    {
      command: SERVER_COMMAND,
      url: `http://127.0.0.1:${SHORT_EXAM_PORT}/api/get-categories`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(SHORT_EXAM_PORT),
        HOST: '127.0.0.1',
        SQLITE_PATH: sqlitePath('short'),
        DATA_DIR: path.join(os.tmpdir(), `certamen-e2e-${runId}-short`),
        EXAM_DURATION_SECONDS: String(SHORT_EXAM_SECONDS),
        AUTH_RATE_LIMIT_FACTOR: '100',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        ...WEB_DIST,
      },
    },
    {
      // Started after the main server (the list is started in order), so it finds that database migrated and seeded.
      command: SERVER_COMMAND,
      url: `http://127.0.0.1:${CLOCK_AHEAD_PORT}/api/get-categories`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(CLOCK_AHEAD_PORT),
        HOST: '127.0.0.1',
        SQLITE_PATH: sqlitePath('main'),
        DATA_DIR: path.join(os.tmpdir(), `certamen-e2e-${runId}`),
        TEST_CLOCK_OFFSET_HOURS: String(CLOCK_AHEAD_HOURS),
        AUTH_RATE_LIMIT_FACTOR: '100',
        ATTEMPTS_PER_HOUR: '100000',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        ...WEB_DIST,
      },
    },
  ],
});
