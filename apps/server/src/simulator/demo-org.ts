import {
  accessResources,
  featureFlagEntries,
  groupMembers,
  groups,
  organizations,
  siteGroupMembers,
  siteGroups,
  users,
} from '../db/schema';
import { hashPassword } from '../modules/identity';
import { DEMO_PASSWORD } from './demo-accounts';
import type { BuiltSite } from './site-builder';
import { DEMO_ORG_ID, HARBOR_ORG_ID, INTERNAL_ORG_ID } from './site-list';
import { SITE_TYPES } from './site-types';
import type { Exec } from './sql';

const DAY_MS = 86_400_000;

export async function createOrganizations(db: Exec, anchor: Date): Promise<void> {
  const createdAt = new Date(anchor.getTime() - 1000 * DAY_MS);
  await db.insert(organizations).values([
    {
      id: DEMO_ORG_ID,
      title: 'Demo Retail Group',
      description:
        'Supermarkets, convenience stores, restaurants, pharmacies and retail stores in four countries.',
      country: 'US',
      legacyId: 'DRG-001',
      logo: '/cdn/orgs/demo-retail-group.svg',
      timeZone: 'America/New_York',
      simulated: true,
      createdAt,
    },
    {
      id: HARBOR_ORG_ID,
      title: 'Harbor Foods',
      description: 'Pacific Northwest grocer.',
      country: 'US',
      legacyId: 'HBF-002',
      logo: '/cdn/orgs/harbor-foods.svg',
      timeZone: 'America/Los_Angeles',
      simulated: true,
      createdAt,
    },
    {
      id: INTERNAL_ORG_ID,
      title: 'Internal Operations',
      description: 'Platform operations staff.',
      country: 'US',
      legacyId: 'OPS-275',
      simulated: true,
      createdAt,
    },
  ]);
  // Small on purpose: Insights whitelisted for the demo chain, Equipment blacklisted for Harbor.
  await db.insert(featureFlagEntries).values([
    { feature: 'INSIGHTS', orgId: DEMO_ORG_ID, list: 'WHITELIST' },
    { feature: 'EQUIPMENT', orgId: HARBOR_ORG_ID, list: 'BLACKLIST' },
  ]);
}

/**
 * The demo sign-ins (demo-accounts.ts). argon2 is slow by design, so the password is hashed once and
 * the same hash string is stored for every account (each hash embeds its own salt; sharing one is
 * harmless for public demo accounts).
 */
export async function createUsers(db: Exec, anchor: Date): Promise<Map<string, number>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const passwordUpdatedAt = new Date(anchor.getTime() - 20 * DAY_MS);
  const base = { passwordHash, passwordUpdatedAt, createdAt: new Date(anchor.getTime() - 400 * DAY_MS) };
  const rows = await db
    .insert(users)
    .values([
      {
        ...base,
        orgId: DEMO_ORG_ID,
        email: 'admin@demo.example',
        firstName: 'Avery',
        lastName: 'Morgan',
        role: 'ADMIN' as const,
        position: 'Head of Facilities',
        timeZone: 'America/New_York',
      },
      {
        ...base,
        orgId: DEMO_ORG_ID,
        email: 'manager@demo.example',
        firstName: 'Jordan',
        lastName: 'Lee',
        role: 'MANAGER' as const,
        position: 'Energy Manager',
        timeZone: 'America/Chicago',
      },
      {
        ...base,
        orgId: DEMO_ORG_ID,
        email: 'viewer@demo.example',
        firstName: 'Riley',
        lastName: 'Chen',
        role: 'VIEWER' as const,
        position: 'Analyst',
        timeZone: 'Europe/London',
      },
      {
        ...base,
        orgId: DEMO_ORG_ID,
        email: 'groupuser@demo.example',
        firstName: 'Sam',
        lastName: 'Patel',
        role: null,
        position: 'Regional Manager, US East',
        timeZone: 'America/New_York',
      },
      {
        // A long-standing account whose password predates the 2023-07-12 enforcement date: it shows
        // the forced password update (spec 1 §4).
        ...base,
        passwordUpdatedAt: new Date('2023-03-01T09:00:00Z'),
        orgId: DEMO_ORG_ID,
        email: 'storelead@demo.example',
        firstName: 'Dana',
        lastName: 'Okafor',
        role: 'VIEWER' as const,
        position: 'Store Lead, Boston',
        timeZone: 'America/New_York',
      },
      {
        ...base,
        orgId: HARBOR_ORG_ID,
        email: 'admin@harbor.example',
        firstName: 'Morgan',
        lastName: 'Reyes',
        role: 'ADMIN' as const,
        position: 'Operations Director',
        timeZone: 'America/Los_Angeles',
      },
      {
        ...base,
        orgId: INTERNAL_ORG_ID,
        email: 'ops@internal.example',
        firstName: 'Casey',
        lastName: 'Quinn',
        role: 'ADMIN' as const,
        position: 'Platform Operations',
        timeZone: 'UTC',
      },
    ])
    .returning({ id: users.id, email: users.email });
  return new Map(rows.map((r) => [r.email, r.id]));
}

/**
 * Site groups by region and by format for each organisation; the 'Regional Managers' user group gets
 * MANAGER on the US East group, which is how groupuser@demo.example (no global role) gets access.
 */
export async function createSiteGroups(db: Exec, built: BuiltSite[], userIds: Map<string, number>) {
  const groupsByKey = new Map<
    string,
    { orgId: number; title: string; description: string; siteIds: number[] }
  >();
  const add = (orgId: number, title: string, description: string, siteId: number) => {
    const key = `${orgId}:${title}`;
    const g = groupsByKey.get(key) ?? { orgId, title, description, siteIds: [] };
    g.siteIds.push(siteId);
    groupsByKey.set(key, g);
  };
  for (const s of built) {
    add(s.def.orgId, s.def.region, 'Region', s.id);
    add(s.def.orgId, `${SITE_TYPES[s.def.type].label}s`, 'Format', s.id);
  }
  const list = [...groupsByKey.values()];
  const rows = await db
    .insert(siteGroups)
    .values(list.map((g) => ({ orgId: g.orgId, title: g.title, description: g.description })))
    .returning({ id: siteGroups.id, orgId: siteGroups.orgId, title: siteGroups.title });
  await db
    .insert(siteGroupMembers)
    .values(
      rows.flatMap((r, i) =>
        list[i]!.siteIds.map((siteId) => ({ orgId: r.orgId, siteGroupId: r.id, siteId })),
      ),
    );

  const usEast = rows.find((r) => r.orgId === DEMO_ORG_ID && r.title === 'US East')!;
  const [group] = await db
    .insert(groups)
    .values({ orgId: DEMO_ORG_ID, title: 'Regional Managers', description: 'Managers of the US East region' })
    .returning({ id: groups.id });
  await db
    .insert(groupMembers)
    .values({ orgId: DEMO_ORG_ID, groupId: group!.id, userId: userIds.get('groupuser@demo.example')! });
  await db.insert(accessResources).values({
    orgId: DEMO_ORG_ID,
    groupId: group!.id,
    resourceType: 'SITE_GROUP',
    resourceId: usEast.id,
    role: 'MANAGER',
  });
}
