import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';

import { BASE_URL, E2E_PORT as PORT, SERVER_LOG, appEnv } from './tests/e2e/support/servers';

export { BASE_URL };

// Debian's Chromium when present (these machines cannot download Playwright's browsers);
// otherwise Playwright's own browser, if it was installed.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(chromiumPath) ? chromiumPath : undefined;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Many flows sign one or two new users up (argon2id, a mail, a verification link) before their own steps:
  // on our slowest 2-core machines those take 25–35 s, which left a 30 s limit no margin.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // The offline worker (lib/offline/) would answer requests and keep files between a spec's steps: every spec
    // runs without it, as before; tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // The SMTP and OpenID (Google stand-in) servers the account tests use; see tests/e2e/global-setup.ts.
  globalSetup: './tests/e2e/global-setup.ts',
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // A production build, served the way `npm start` serves it (embedded database unless DATABASE_URL is set). Its
  // output is also kept in SERVER_LOG, where tests/e2e/hostile-requests.spec.ts looks for errors.
  webServer: {
    command: `mkdir -p "${path.dirname(SERVER_LOG)}" && node --import tsx scripts/run-with-database.ts next start -p ${PORT} 2>&1 | tee "${SERVER_LOG}"`,
    url: `${BASE_URL}/api/build-id`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { EMBEDDED_DATABASE_DIR: process.env.EMBEDDED_DATABASE_DIR ?? '.data/pglite-e2e', ...appEnv },
    stdout: 'pipe',
  },
});
