import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildOrg, buildSite, buildUser } from '../../../test/factories';
import { readPdf } from '../../../test/pdf-text';
import { reportFile } from '../../../test/report-file';

// A 2 × 1 PNG (red, blue) and the start of a JPEG: real signatures, checked by the server.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAEElEQVR4nGP4z8DAwMDAAAAHBQEAZ6ZV0QAAAABJRU5ErkJggg==',
  'base64',
);
const NOT_AN_IMAGE = Buffer.from('<svg onload="alert(1)"/>');

let t: TestContext;
let orgId: number;
let siteId: number;
let foreignSiteId: number;
let admin: { authorization: string };
let manager: { authorization: string };

const upload = (
  url: string,
  h: { authorization: string },
  body: Buffer,
  type = 'image/png',
  method: 'PUT' | 'POST' = 'PUT',
) => t.app.inject({ method, url, headers: { ...h, 'content-type': type }, payload: body });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.queue.startWorkers();
  const db = t.database.db;
  orgId = (await buildOrg(db, { title: 'Picture Stores' })).id;
  siteId = (await buildSite(db, orgId)).id;
  foreignSiteId = (await buildSite(db, (await buildOrg(db)).id)).id;
  admin = await t.login((await buildUser(db, orgId, { role: 'ADMIN' })).email);
  manager = await t.login((await buildUser(db, orgId, { role: 'MANAGER' })).email);
});
afterAll(() => t.close());

describe('setup pictures', () => {
  it('takes a PNG logo, serves it from the CDN and draws it on the PDF cover', async () => {
    const res = await upload('/api/v1/setup/organization/logo', admin, PNG);
    expect(res.statusCode, res.body).toBe(200);
    const logo = res.json().logo as string;
    expect(logo).toMatch(/^\/cdn\/uploads\/\d+\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const file = await reportFile(
      t,
      admin,
      {
        reportTemplate: 'dailyEnergyConsumption',
        siteId,
        reportOrgImage: true,
        reportFromDate: '2026-10-01',
        reportToDate: '2026-10-07',
      },
      '/api/v2/jobs/toPdf',
    );
    const pdf = await readPdf(file);
    // One picture on the cover, 2 × 1 pixels: the uploaded logo.
    expect(pdf.images.split('\n').filter((l) => /^\s+1\s+\d+\s+image\s+2\s+1\b/.test(l))).toHaveLength(1);
  });

  it('refuses what is not a PNG or JPEG, and non-administrators', async () => {
    const fake = await upload('/api/v1/setup/organization/logo', admin, NOT_AN_IMAGE);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toMatch(/not a PNG or JPEG/);
    expect(
      (await upload('/api/v1/setup/organization/logo', admin, NOT_AN_IMAGE, 'image/svg+xml')).statusCode,
    ).toBe(415);
    expect((await upload('/api/v1/setup/organization/logo', manager, PNG)).statusCode).toBe(403);
    const big = await upload(
      '/api/v1/setup/organization/logo',
      admin,
      Buffer.concat([PNG, Buffer.alloc(3 << 20)]),
    );
    expect(big.statusCode).toBe(413);
  });

  it('removing the logo brings back the monogram, and the old picture is gone', async () => {
    const [before] = await t.database.db.select().from(organizations).where(eq(organizations.id, orgId));
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/setup/organization/logo',
      headers: admin,
    });
    expect(res.json().logo).toBe('/cdn/orgs/picture-stores.svg');
    expect((await t.app.inject({ url: before!.logo! })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/cdn/orgs/picture-stores.svg' })).statusCode).toBe(200);
  });

  it("adds and removes a site's images; another organisation's site answers 404", async () => {
    const added = await upload(`/api/v1/setup/sites/${siteId}/images`, admin, PNG, 'image/png', 'POST');
    expect(added.statusCode, added.body).toBe(201);
    const [image] = added.json().images as string[];
    expect((await t.app.inject({ url: image! })).statusCode).toBe(200);
    const listed = (await t.app.inject({ url: `/api/v1/sites/online-status`, headers: admin })).json();
    expect(JSON.stringify(listed)).toContain(image);
    const id = /([0-9a-f-]{36})\.png$/.exec(image!)![1];
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/setup/sites/${siteId}/images/${id}`,
      headers: admin,
    });
    expect(removed.json().images).toEqual([]);
    expect((await t.app.inject({ url: image! })).statusCode).toBe(404);
    expect(
      (await upload(`/api/v1/setup/sites/${foreignSiteId}/images`, admin, PNG, 'image/png', 'POST'))
        .statusCode,
    ).toBe(404);
  });
});
