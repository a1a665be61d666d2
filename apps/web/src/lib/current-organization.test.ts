import { describe, expect, it } from 'vitest';
import { resolveOrganizationId } from './current-organization';

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = (claims: object) => `${b64url({ alg: 'HS256' })}.${b64url(claims)}.c2ln`;

describe('resolveOrganizationId (A-006)', () => {
  it('reads the organisation from the token, before and besides the user', () => {
    expect(resolveOrganizationId(token({ sub: '4', org: 275 }), undefined)).toBe(275);
    // The token names the organisation the server acts for, also when the stored user lags behind.
    expect(resolveOrganizationId(token({ sub: '4', org: 2 }), { organizationId: 1 })).toBe(2);
  });

  it("falls back to the user's organisation when the token does not carry one", () => {
    expect(resolveOrganizationId(token({ sub: '4' }), { organizationId: 7 })).toBe(7);
    expect(resolveOrganizationId(null, { organizationId: 7 })).toBe(7);
    expect(resolveOrganizationId('opaque', null)).toBeNull();
  });
});
