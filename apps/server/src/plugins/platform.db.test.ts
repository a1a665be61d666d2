import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform behaviour', () => {
  it('answers health without a token, with the servertime header', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
    expect(Date.parse(String(res.headers.servertime))).not.toBeNaN();
  });

  it('answers unknown routes with 404 and a message', async () => {
    const res = await t.app.inject({ url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('not found');
  });

  it('answers malformed JSON with 400 and a message, never 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('rejects tampered and malformed bearer tokens with 401', async () => {
    for (const authorization of ['Bearer', 'Bearer x', 'Basic abc', `Bearer ${'a'.repeat(5000)}`]) {
      const res = await t.app.inject({ url: '/api/v1/sites', headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 20)).toBe(401);
    }
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
