import crypto from 'node:crypto';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { hashPassword } from '../modules/identity';

export const TEST_PASSWORD = 'Correct-Horse-42';
let passwordHash: Promise<string> | undefined;
let seq = 0;
const next = () => ++seq;

// Factories build one row each with sensible defaults; pass overrides for what a test cares about.
export async function buildOrg(db: Db, o: Partial<typeof s.organizations.$inferInsert> = {}) {
  const [row] = await db
    .insert(s.organizations)
    .values({ id: o.id ?? 10_000 + next(), title: `Org ${seq}`, ...o })
    .returning();
  return row!;
}

export async function buildUser(db: Db, orgId: number, o: Partial<typeof s.users.$inferInsert> = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(s.users)
    .values({
      orgId,
      email: `user${next()}@test.example`,
      passwordHash: await passwordHash,
      firstName: 'Test',
      lastName: `User ${seq}`,
      role: 'ADMIN',
      // A recent password: one from before 2023-07-12 (or none) blocks data calls (spec 1 §4).
      passwordUpdatedAt: new Date(),
      ...o,
    })
    .returning();
  return row!;
}

export async function buildSite(db: Db, orgId: number, o: Partial<typeof s.sites.$inferInsert> = {}) {
  const [row] = await db
    .insert(s.sites)
    .values({
      orgId,
      title: `Site ${next()}`,
      address: '1 Test Street',
      timeZone: 'Europe/London',
      country: 'GB',
      latitude: 51.5,
      longitude: -0.12,
      floorAreaM2: 1000,
      co2FactorKgPerKwh: 0.207,
      ...o,
    })
    .returning();
  return row!;
}

/** A gateway with a known API key (returned in clear for the test to use). */
export async function buildGateway(db: Db, orgId: number, siteId: number) {
  const { generateApiKey } = await import('../lib/api-keys');
  const key = generateApiKey();
  const [row] = await db
    .insert(s.gateways)
    .values({
      orgId,
      siteId,
      title: `Gateway ${next()}`,
      uuid: crypto.randomUUID(),
      vendor: 'test',
      apiKeyPrefix: key.prefix,
      apiKeyHash: key.hash,
    })
    .returning();
  return { gateway: row!, apiKey: key.key };
}

export async function buildSensor(
  db: Db,
  orgId: number,
  siteId: number,
  o: Partial<typeof s.sensors.$inferInsert> = {},
) {
  const [row] = await db
    .insert(s.sensors)
    .values({
      orgId,
      siteId,
      title: `Sensor ${next()}`,
      uuid: `sensor-${seq}`,
      vendor: 'test',
      sensorType: 'TEMPERATURE',
      unit: '°C',
      ...o,
    })
    .returning();
  return row!;
}

/** A role on the organisation, a site or a site group, for a user or a group. */
export async function buildAccess(
  db: Db,
  orgId: number,
  o: Omit<typeof s.accessResources.$inferInsert, 'orgId' | 'id'>,
) {
  const [row] = await db
    .insert(s.accessResources)
    .values({ orgId, ...o })
    .returning();
  return row!;
}
