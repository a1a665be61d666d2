import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveRole, type Role, roleAtLeast } from './roles';

const role = fc.constantFrom<Role>('ADMIN', 'MANAGER', 'VIEWER');

describe('effectiveRole', () => {
  it('uses the global role when set', () => {
    fc.assert(fc.property(role, fc.array(role), (g, a) => effectiveRole(g, a) === g));
  });
  it('takes the highest access role otherwise', () => {
    expect(effectiveRole(null, ['VIEWER', 'MANAGER'])).toBe('MANAGER');
    expect(effectiveRole(null, ['VIEWER', 'ADMIN', 'MANAGER'])).toBe('ADMIN');
    expect(effectiveRole(undefined, [])).toBeNull();
  });
  it('does not depend on the order of access roles', () => {
    fc.assert(
      fc.property(fc.array(role), (a) => effectiveRole(null, a) === effectiveRole(null, [...a].reverse())),
    );
  });
  it('never exceeds any access role it was given', () => {
    fc.assert(
      fc.property(fc.array(role, { minLength: 1 }), (a) => {
        const r = effectiveRole(null, a);
        return r !== null && a.every((x) => roleAtLeast(r, x));
      }),
    );
  });
});
