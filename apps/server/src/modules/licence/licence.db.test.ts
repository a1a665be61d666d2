import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/public/license', () => {
  it('serves the notices as text with a Last-Modified date, without a token', async () => {
    const res = await t.app.inject({ url: '/api/public/license' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('This product includes third-party software');
    expect(res.body).toMatch(/^fastify@\d/m);
    const lastModified = res.headers['last-modified'] as string;
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    const notModified = await t.app.inject({
      url: '/api/public/license',
      headers: { 'if-modified-since': lastModified },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });
});
