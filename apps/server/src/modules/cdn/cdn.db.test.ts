import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildSite } from '../../test/factories';
import { initialsOf, orgLogoSvg } from './org-logo-svg';
import { storefrontSvg } from './storefront-svg';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  const org = await buildOrg(t.database.db);
  await t.database.query(`update organizations set logo = '/cdn/orgs/north-wind-stores.svg' where id = $1`, [
    org.id,
  ]);
  await buildSite(t.database.db, org.id, {
    images: ['/cdn/sites/supermarket.svg', '/cdn/sites/pharmacy.svg'],
  });
});
afterAll(() => t.close());

describe('site images under CDN_ROOT', () => {
  it('serves a referenced image without a token, as cacheable SVG', async () => {
    const res = await t.app.inject({ url: '/cdn/sites/supermarket.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(res.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('SUPERMARKET');
    expect(res.body).not.toMatch(/<script|on\w+=/i);
    const again = await t.app.inject({
      url: '/cdn/sites/supermarket.svg',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('draws each name the same way every time, and different names differently', () => {
    expect(storefrontSvg('pharmacy')).toBe(storefrontSvg('pharmacy'));
    expect(storefrontSvg('pharmacy')).not.toBe(storefrontSvg('retail'));
    expect(storefrontSvg('pharmacy')).toContain('PHARMACY');
  });

  it('answers JSON 404 for names no site uses and for anything that is not a plain .svg name', async () => {
    for (const url of [
      '/cdn/sites/unknown.svg',
      '/cdn/sites/supermarket.png',
      '/cdn/sites/..%2F..%2Fetc%2Fpasswd',
      '/cdn/sites/SUPERMARKET.svg',
      '/cdn/other/supermarket.svg',
      '/cdn/sites',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toBeTruthy();
    }
  });

  it("serves an organisation's logo named by its logo path, and no other name", async () => {
    const res = await t.app.inject({ url: '/cdn/orgs/north-wind-stores.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toBe(orgLogoSvg('north-wind-stores'));
    expect(res.body).toContain('>NWS</text>');
    expect(res.body).not.toMatch(/<script|on\w+=/i);
    for (const url of [
      '/cdn/orgs/other-org.svg',
      '/cdn/orgs/north-wind-stores.png',
      '/cdn/orgs/..%2Fsites%2Fx.svg',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    expect(initialsOf('demo-retail-group')).toBe('DRG');
    expect(initialsOf('harbor-foods')).toBe('HF');
  });
});
