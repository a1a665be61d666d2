// npm run admin:create -- --email ... : an administrator (and organisation) from a shell, for a
// clean installation or later. On PGlite stop the server first: one process opens its files.
import { ZodError } from 'zod';
import { ConfigError, loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db/client';
import { HttpError } from '../src/lib/http-errors';
import { ADMIN_CREATE_USAGE, parseAdminArgs, runAdminCreate } from '../src/modules/installation';
import { insertCatalogue } from '../src/simulator/catalogue';

async function main(): Promise<number> {
  const args = parseAdminArgs(process.argv.slice(2), process.env);
  if (typeof args === 'string') {
    console.error(`${args}\n\n${ADMIN_CREATE_USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrate(database);
    await insertCatalogue(database.db);
    const made = await runAdminCreate(database.db, args);
    console.log(`Administrator ${made.email} (user ${made.userId}) of organisation ${made.orgId} created.`);
    if (made.generatedPassword)
      console.log(`Password (shown once, change it after signing in): ${made.generatedPassword}`);
    return 0;
  } finally {
    await database.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((err) => {
    if (err instanceof ZodError)
      console.error(err.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
    else if (err instanceof HttpError || err instanceof ConfigError) console.error(err.message);
    else console.error(err);
    process.exit(1);
  });
