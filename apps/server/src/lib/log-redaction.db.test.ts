import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../db/schema';
import { createTestApp, type TestContext } from '../test/app';
import { buildOrg, buildUser } from '../test/factories';
import { logSerializers } from './log-redaction';

// Real failed queries through the real error handler and logger: the query text may be logged, its
// parameters and the values PostgreSQL quotes back (detail, message) may not.
const EMAIL = 'private.person@victim.example';
const COMMENT = 'the code for the back door is 4711';

let t: TestContext;
const lines: string[] = [];
let orgId: number;

beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'info', serializers: logSerializers, stream: { write: (l: string) => lines.push(l) } },
    setup(app) {
      // Stand-ins for any route whose query fails on user input: a duplicate email, a bad cast of a comment.
      app.post('/test/duplicate-email', async () => {
        await app.db.insert(s.users).values({
          orgId,
          email: EMAIL,
          passwordHash: 'x',
          firstName: 'Again',
          lastName: 'Again',
          role: 'ADMIN',
        });
        return {};
      });
      app.post('/test/comment-cast', async () => {
        await app.db.execute(sql`select ${COMMENT}::int as n`);
        return {};
      });
    },
  });
  orgId = (await buildOrg(t.database.db)).id;
  await buildUser(t.database.db, orgId, { email: EMAIL });
});
afterAll(() => t.close());

describe('error logs', () => {
  it.each([
    ['/test/duplicate-email', EMAIL, '23505'],
    ['/test/comment-cast', COMMENT, '22P02'],
  ])('%s: the 500 is logged without the user text', async (url, secret, code) => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'POST', url });
    expect(res.statusCode).toBe(500);
    const logged = lines.filter((l) => l.includes('"level":50'));
    expect(logged.length).toBe(1);
    // Still useful: the SQLSTATE and which statement failed.
    expect(logged[0]).toContain(code);
    expect(logged[0]).toContain('Failed query: ');
    for (const l of lines) expect(l).not.toContain(secret);
    // Nor a fragment of it (as pg quotes values back in detail and message).
    for (const l of lines) expect(l).not.toContain(secret.slice(0, 12));
  });
});
