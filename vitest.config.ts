import { defineConfig } from 'vitest/config';

// Two projects: pure unit tests (fast, no database) and database-backed server tests.
// The db project runs on PGlite by default and on PostgreSQL when DATABASE_URL is set.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/server/src/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
          ],
          // One module graph for all files: importing a file's dependencies again took most of the
          // stage (102 of 140 s). Tests that fake timers or globals restore them (afterEach).
          isolate: false,
        },
      },
      {
        test: {
          name: 'db',
          include: ['apps/server/src/**/*.db.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // One module graph for all files (each still gets its own database): importing the app
          // took 3-4 s a file.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
