import { ConfigError, loadConfig } from './config';
import { migrate, openDatabase } from './db/client';
import { logSerializers } from './lib/log-redaction';
import { startServer } from './server';

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
  // Listens at once; seeds in the background (answering 503 'starting: …' meanwhile).
  const server = await startServer({ config, database, logger });
  server.ready.catch((err) => {
    console.error(err);
    process.exit(1);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await server.stop(); // finishes in-flight requests
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
