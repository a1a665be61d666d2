import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessResources, groupMembers, groups } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSite, buildUser } from '../../test/factories';
import { IdentityService } from './identity.service';
import { TokenService } from './tokens';

// authenticate() resolves role and site scope in one query; the scope must come from the user's own
// rows and groups whatever the ids happen to be (a mis-correlated subquery once matched by row id).
let t: TestContext;
const tokens = new TokenService(new Uint8Array(32).fill(7), 600);
let identity: IdentityService;

beforeAll(async () => {
  t = await createTestApp();
  identity = new IdentityService(t.database.db, tokens);
});
afterAll(() => t.close());

describe('authenticate: role and site scope', () => {
  it('takes the user’s own and group access resources, not other rows with matching ids', async () => {
    const db = t.database.db;
    const org = await buildOrg(db);
    const [siteA, siteB, siteC] = [
      await buildSite(db, org.id),
      await buildSite(db, org.id),
      await buildSite(db, org.id),
    ];
    const other = await buildUser(db, org.id, { role: null });
    const user = await buildUser(db, org.id, { role: null });
    // Rows of someone else first, so that access row ids and user ids do not line up.
    for (let i = 0; i < 3; i++)
      await db.insert(accessResources).values({
        orgId: org.id,
        userId: other.id,
        resourceType: 'SITE',
        resourceId: siteC!.id,
        role: 'ADMIN',
      });
    await db.insert(accessResources).values({
      orgId: org.id,
      userId: user.id,
      resourceType: 'SITE',
      resourceId: siteA!.id,
      role: 'VIEWER',
    });
    const [group] = await db.insert(groups).values({ orgId: org.id, title: 'Night shift' }).returning();
    await db.insert(groupMembers).values({ orgId: org.id, groupId: group!.id, userId: user.id });
    await db.insert(accessResources).values({
      orgId: org.id,
      groupId: group!.id,
      resourceType: 'SITE',
      resourceId: siteB!.id,
      role: 'MANAGER',
    });

    const token = await tokens.sign({ userId: user.id, orgId: org.id, tokenVersion: user.tokenVersion });
    const auth = await identity.authenticate(token);
    expect(auth.role).toBe('MANAGER');
    expect(auth.siteScope).toEqual(expect.arrayContaining([siteA!.id, siteB!.id]));
    expect(auth.siteScope).not.toContain(siteC!.id);

    const otherAuth = await identity.authenticate(
      await tokens.sign({ userId: other.id, orgId: org.id, tokenVersion: other.tokenVersion }),
    );
    expect(otherAuth.role).toBe('ADMIN');
    expect(otherAuth.siteScope).toEqual([siteC!.id]);
  });
});
