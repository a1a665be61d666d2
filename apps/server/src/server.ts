import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import type { AppConfig } from './config';
import { startAutoAnalyze } from './db/analyze';
import type { Database } from './db/client';
import { publicBase } from './lib/public-base';
import { startThermostatDayWarmup } from './modules/analytics';
import { InstallationService } from './modules/installation';
import { ensureReleases } from './modules/releases';
import { insertCatalogue } from './simulator/catalogue';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from './simulator/demo-accounts';
import { startSimulator } from './simulator/live';
import { ensureSeeded, type SeedOptions, type SeedSummary } from './simulator/seed';
import { StartupState } from './startup';

export type Seeder = (database: Database, opts: SeedOptions) => Promise<SeedSummary | null>;

export interface StartOptions {
  config: AppConfig;
  /** Migrated. */
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The demo seed (tests pass one they can hold). */
  seed?: Seeder;
  /** Where the start banner goes. */
  print?: (line: string) => void;
}

export interface RunningServer {
  app: FastifyInstance;
  startup: StartupState;
  /** Resolves once seeded and started (the banner printed); rejects if the seed or start failed. */
  ready: Promise<void>;
  /** Stops the background jobs and the app (in-flight requests finish); the database stays open. */
  stop(): Promise<void>;
}

/**
 * Listens first, then seeds the demo organisation in the background: until it is done every request
 * answers 503 'starting: seeding the demo organisation (N %)' (startup/gate.ts) instead of not
 * answering at all. Then the releases are ensured, the simulator and (PGlite) the statistics job
 * start, and the banner with the URL and the demo sign-ins is printed.
 */
export async function startServer(opts: StartOptions): Promise<RunningServer> {
  const { config, database } = opts;
  const print = opts.print ?? ((line: string) => console.log(line));
  const startup = new StartupState();
  const app = await buildApp({ config, database, logger: opts.logger, startup });
  const serves = config.ROLES.includes('api');
  if (serves) await app.listen({ port: config.PORT, host: config.HOST });
  else await app.ready();

  const stops: (() => Promise<void>)[] = [];
  let stopped = false;
  const ready = (async () => {
    let seeded: SeedSummary | null = null;
    if (config.DEMO) {
      seeded = await (opts.seed ?? ensureSeeded)(database, {
        seed: config.SEED,
        progress: (percent) => startup.seeding(percent),
      });
    } else {
      // A clean installation gets the shared equipment catalogue only.
      await insertCatalogue(database.db);
    }
    await ensureReleases(database);
    if (stopped) return;
    if (seeded) app.log.info(seeded, 'demo organisation seeded');
    if (config.ROLES.includes('simulator') && config.SIMULATOR) {
      const sim = startSimulator({
        database,
        telemetry: app.services.telemetry,
        speed: config.SIMULATOR_SPEED,
        log: app.log,
      });
      stops.push(sim.stop);
    }
    // PostgreSQL analyses by itself (autovacuum); single-user PGlite never does.
    if (database.kind === 'pglite') {
      stops.push(startAutoAnalyze(database, { log: (err) => app.log.warn({ err }, 'auto-analyze failed') }));
    }
    // After the seed: kept thermostat days made from a half-written history would be wrong.
    if (config.ROLES.includes('worker')) {
      stops.push(
        startThermostatDayWarmup(database, (err) => app.log.warn({ err }, 'thermostat day warm-up failed')),
      );
      // Queued jobs (reports, emails) are handled from here on; stopped with the app.
      await app.services.queue.startWorkers();
    }
    startup.markReady();
    if (serves) {
      print(`\n  SiteWatch is running at http://localhost:${config.PORT}\n`);
      if (config.DEMO) {
        print(`  Demo sign-ins (password for all: ${DEMO_PASSWORD}):`);
        for (const s of DEMO_SIGN_INS) print(`    ${s.email.padEnd(26)} ${s.description}`);
      } else {
        const token = await new InstallationService(database.db).issueFirstAdminToken();
        if (token) {
          print('  This installation has no administrator yet. Create the first organisation and its');
          print('  administrator with this one-time link (a new one is printed at each start until then):');
          print(`    ${publicBase(config)}/first-admin#key=${token}`);
          print(
            '  or from a shell: npm run admin:create -- --email you@example.com --organization "Your company"',
          );
        } else print('  Sign in with your account.');
      }
      print('');
    }
  })();
  // The caller awaits `ready`; this keeps a failure from also surfacing as an unhandled rejection.
  ready.catch(() => {});

  return {
    app,
    startup,
    ready,
    async stop() {
      stopped = true;
      for (const stop of stops) await stop();
      await app.close();
    },
  };
}
