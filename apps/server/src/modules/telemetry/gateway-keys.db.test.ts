import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildGateway, buildOrg, buildSensor, buildSite, buildUser } from '../../test/factories';

let t: TestContext;
let gatewayId: number;
let oldKey: string;
let sensorUuid: string;
let otherGatewayId: number;
let admin: { authorization: string };
let manager: { authorization: string };
let orgId: number;

const ingest = (key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/ingest/readings',
    headers: { 'x-api-key': key },
    payload: {
      readings: [{ sensor: sensorUuid, ts: new Date(Date.now() - 60_000).toISOString(), value: 4.2 }],
    },
  });
const issue = (id: number, h: { authorization: string }) =>
  t.app.inject({ method: 'POST', url: `/api/v1/gateways/${id}/api-key`, headers: h });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await buildOrg(db);
  const other = await buildOrg(db);
  orgId = org.id;
  const site = await buildSite(db, org.id);
  const g = await buildGateway(db, org.id, site.id);
  gatewayId = g.gateway.id;
  oldKey = g.apiKey;
  sensorUuid = (await buildSensor(db, org.id, site.id, { gatewayId })).uuid;
  otherGatewayId = (await buildGateway(db, other.id, (await buildSite(db, other.id)).id)).gateway.id;
  admin = await t.login((await buildUser(db, org.id, { role: 'ADMIN' })).email);
  manager = await t.login((await buildUser(db, org.id, { role: 'MANAGER' })).email);
});
afterAll(() => t.close());

describe('POST /api/v1/gateways/{id}/api-key', () => {
  it('issues a working key once, revokes the previous one and audits the act', async () => {
    expect((await ingest(oldKey)).statusCode).toBe(200);
    const res = await issue(gatewayId, admin);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ gatewayId, apiKey: expect.stringMatching(/^gw_[0-9a-f]{12}_/) });
    expect((await ingest(body.apiKey)).statusCode).toBe(200);
    expect((await ingest(oldKey)).statusCode).toBe(401);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, orgId), eq(auditLog.action, 'GATEWAY_API_KEY_ISSUED')));
    expect(entries.map((e) => e.targetId)).toEqual([String(gatewayId)]);
  });

  it('is for administrators only, and another organisation’s gateway answers 404 unchanged', async () => {
    expect((await issue(gatewayId, manager)).statusCode).toBe(403);
    const res = await issue(otherGatewayId, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
    expect((await issue(0, admin)).statusCode).toBe(400);
  });
});
