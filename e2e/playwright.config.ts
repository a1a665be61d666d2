import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 8787);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// Fresh data on every run: the server seeds the demo organisation into an empty directory.
// Per port, so that two runs side by side (E2E_PORT) do not share a database.
const DATA_DIR = PORT === 8787 ? '.tmp/e2e-data' : `.tmp/e2e-data-${PORT}`;
// WEB_DIST lets a run serve a build of its own (vite build --outDir ...).
const WEB_DIST = path.resolve(ROOT, process.env.WEB_DIST ?? 'apps/web/dist');

// The server serves the built app; without it every page would be a 404 and every test a puzzle.
if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
  throw new Error('The web app is not built: run `npm run build -w apps/web` before the browser tests.');
}

export default defineConfig({
  testDir: 'tests',
  outputDir: path.join(ROOT, process.env.E2E_OUTPUT ?? 'test-results'),
  workers: 1,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: BASE_URL,
    screenshot: 'on',
    trace: 'retain-on-failure',
    // Debian's Chromium: Playwright's own browser download is not possible on these machines.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Playwright hides scrollbars in headless Chromium; users see them, and the layout checks judge
      // whether a wide table shows its scrollbar (support/clipping.ts), so the tests see them too.
      ignoreDefaultArgs: ['--hide-scrollbars'],
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
  webServer: {
    // The data directory is emptied here rather than in a globalSetup: Playwright starts the web
    // server before any globalSetup runs.
    command: `rm -rf ${DATA_DIR} && npx tsx apps/server/src/main.ts`,
    cwd: ROOT,
    url: `${BASE_URL}/api/health`,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      WEB_DIST,
      SIMULATOR_SPEED: '60',
      LOG_LEVEL: 'warn',
    },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
