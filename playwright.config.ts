import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// A fresh embedded database for every run.
const sqlitePath = path.join(os.tmpdir(), `certamen-e2e-${process.pid}-${Date.now()}.sqlite`);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: { baseURL: `http://127.0.0.1:${PORT}`, launchOptions: chromium, trace: 'retain-on-failure' },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
    // The link crawl does not depend on the width; it runs once, on desktop.
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, testIgnore: /links\.spec\.ts/ },
  ],
  webServer: {
    command: 'node --import tsx apps/server/src/server.ts',
    url: `http://127.0.0.1:${PORT}/api/get-categories`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT), HOST: '127.0.0.1', SQLITE_PATH: sqlitePath, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
  },
});
