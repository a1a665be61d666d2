import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { auditLog, equipmentTypes, organizations, users } from '../../db/schema';
import { type RunningServer, startServer } from '../../server';
import { createTestApp, type TestContext } from '../../test/app';
import { parseAdminArgs, runAdminCreate } from './admin-create';
import { InstallationService } from './installation.service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (token: string, email = 'priya@chain.example') => ({
  token,
  organization: { title: 'Chai Point Stores', country: 'IN', timeZone: 'Asia/Kolkata' },
  administrator: { email, firstName: 'Priya', lastName: 'Nair', password: 'correct horse battery' },
});
const signIn = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } }))
    .statusCode;
const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/public/installation/first-admin', payload });

describe('a clean installation', () => {
  it('starts without the demo: catalogue only, and prints a one-time link to make the first administrator', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    const config = loadConfig({
      DATA_DIR: path.join(os.tmpdir(), 'sitewatch-test'),
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      WEB_DIST: dist,
      PORT: '0',
      HOST: '127.0.0.1',
      SIMULATOR: 'false',
      ROLES: 'api',
      DEMO: 'off',
      PUBLIC_URL: 'https://watch.example.com',
    });
    const lines: string[] = [];
    let server: RunningServer | undefined;
    try {
      server = await startServer({ config, database: t.database, print: (l) => lines.push(l) });
      await server.ready;
    } finally {
      await server?.stop();
    }
    const text = lines.join('\n');
    expect(text).toMatch(/https:\/\/watch\.example\.com\/first-admin#key=[\w-]{40,}/);
    expect(text).toContain('npm run admin:create');
    expect(text).not.toContain('admin@demo.example');
    expect(await t.database.db.$count(organizations)).toBe(0);
    expect(await t.database.db.$count(equipmentTypes)).toBeGreaterThan(10);
  });

  it('says it waits for an administrator; only the newest link works, once', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'anyone@example.com', password: 'whatever it is' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toMatch(/no users yet.*npm run admin:create/);
    const state = await t.app.inject({ method: 'GET', url: '/api/public/installation' });
    expect(state.json()).toEqual({ needsFirstAdmin: true });
    const service = new InstallationService(t.database.db);
    const old = (await service.issueFirstAdminToken())!;
    const token = (await service.issueFirstAdminToken())!;
    expect((await post(form(old))).statusCode).toBe(403);
    const bad = await post({
      ...form(token),
      administrator: { ...form(token).administrator, password: 'short' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('administrator.password');
    const res = await post(form(token));
    expect(res.statusCode, res.body).toBe(201);
    const { organizationId, userId } = res.json();
    const [org] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    expect(org).toMatchObject({ title: 'Chai Point Stores', timeZone: 'Asia/Kolkata', simulated: false });
    expect(await signIn('priya@chain.example', 'correct horse battery')).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'INSTALLATION_FIRST_ADMIN'));
    expect(entry).toMatchObject({ orgId: organizationId, userId });
    expect((await post(form(token, 'other@chain.example'))).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/installation' })).json()).toEqual({
      needsFirstAdmin: false,
    });
    expect(await service.issueFirstAdminToken()).toBeNull();
  });

  it('npm run admin:create makes an administrator in a new, an existing or the operations organisation', async () => {
    expect(parseAdminArgs(['--email', 'a@b.example'], {})).toMatch(/exactly one of/);
    expect(parseAdminArgs(['--email', 'a@b.example', '--organisation', 'x'], {})).toMatch(/Unknown option/);
    const args = parseAdminArgs(['--email', 'sam.lee@ops.example', '--operations'], {});
    if (typeof args === 'string') throw new Error(args);
    expect(args).toMatchObject({ firstName: 'Sam', lastName: 'Lee', password: null });
    const ops = await runAdminCreate(t.database.db, args);
    expect(ops.orgId).toBe(275);
    expect(ops.generatedPassword).toMatch(/^[\w-]{16}$/);
    const fresh = parseAdminArgs(['--email', 'kim@new.example', '--organization', 'New Chain'], {
      ADMIN_PASSWORD: 'a long enough password',
    });
    if (typeof fresh === 'string') throw new Error(fresh);
    const made = await runAdminCreate(t.database.db, fresh);
    expect(made.generatedPassword).toBeNull();
    expect(made.orgId).not.toBe(275);
    expect(await signIn('kim@new.example', 'a long enough password')).toBe(200);
    const again = parseAdminArgs(['--email', 'KIM@new.example', '--organization-id', String(made.orgId)], {});
    if (typeof again === 'string') throw new Error(again);
    await expect(runAdminCreate(t.database.db, again)).rejects.toThrow(/already exists/);
    const [n] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.orgId, made.orgId));
    expect(n?.n).toBe(1);
  });
});
