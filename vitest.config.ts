import { defineConfig } from 'vitest/config';

// Pure unit tests (fast, no database) and database-backed server tests, two files at a time except
// those that take the database server away (db-exclusive).
const EXCLUSIVE = [
  'apps/server/src/db/outage.db.test.ts',
  'apps/server/src/modules/realtime/cluster.db.test.ts',
];

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
          exclude: EXCLUSIVE,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // One module graph per worker (each file still gets its own database): importing the app
          // took 3-4 s a file.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time: each has a database of its own, and the two cores run them side by side.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        test: {
          // Files that stop the PostgreSQL server or cut every LISTEN connection of the cluster: alone,
          // after the others (groupOrder), so that no other file's database goes away under it.
          name: 'db-exclusive',
          include: EXCLUSIVE,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
