import base from './playwright.config';

export default {
  ...base,
  testDir: '/work/wt/routing/e2e/tests',
  webServer: { ...(base.webServer as object), timeout: 900_000 },
};
