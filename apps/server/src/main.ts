import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrate, openDatabase } from './db/client';
import { logSerializers } from './lib/log-redaction';
import { ensureReleases } from './modules/releases';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from './simulator/demo-accounts';
import { startSimulator } from './simulator/live';
import { ensureSeeded } from './simulator/seed';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const logger = { level: config.LOG_LEVEL, serializers: logSerializers };
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await migrate(database);
  const seeded = await ensureSeeded(database, { seed: config.SEED });
  await ensureReleases(database);
  const app = await buildApp({ config, database, logger });
  if (seeded) app.log.info(seeded, 'demo organisation seeded');

  const stops: (() => Promise<void>)[] = [];
  if (config.ROLES.includes('simulator') && config.SIMULATOR) {
    const sim = startSimulator({
      database,
      telemetry: app.services.telemetry,
      speed: config.SIMULATOR_SPEED,
      log: app.log,
    });
    stops.push(sim.stop);
  }
  if (config.ROLES.includes('api')) {
    await app.listen({ port: config.PORT, host: config.HOST });
    const url = `http://localhost:${config.PORT}`;
    console.log(`\n  SiteWatch is running at ${url}\n`);
    console.log(`  Demo sign-ins (password for all: ${DEMO_PASSWORD}):`);
    for (const s of DEMO_SIGN_INS) console.log(`    ${s.email.padEnd(26)} ${s.description}`);
    console.log('');
  } else {
    await app.ready();
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    for (const stop of stops) await stop();
    await app.close(); // finishes in-flight requests
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
