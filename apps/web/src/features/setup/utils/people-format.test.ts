import type { SetupAccessResource } from '@sw/contracts/setup';
import { describe, expect, it } from 'vitest';
import { accessLine, accessSummary, fullName, shortList } from './people-format';

const access = (over: Partial<SetupAccessResource>): SetupAccessResource => ({
  id: 1,
  userId: 7,
  groupId: null,
  resourceType: 'SITE',
  resourceId: 10,
  resourceTitle: 'Store 10',
  role: 'MANAGER',
  ...over,
});

describe('people-format', () => {
  it('names a user by name, else by email', () => {
    expect(fullName({ firstName: 'Ana', lastName: 'Lee', email: 'a@x' })).toBe('Ana Lee');
    expect(fullName({ firstName: ' ', lastName: '', email: 'a@x' })).toBe('a@x');
  });

  it('shortens long lists', () => {
    expect(shortList([])).toBe('-');
    expect(shortList(['A', 'B'])).toBe('A, B');
    expect(shortList(['A', 'B', 'C', 'D'])).toBe('A, B and 2 more');
  });

  it('writes one access resource, naming the group it comes through', () => {
    expect(accessLine(access({}))).toBe('Manager on Site: Store 10');
    // A group's own list names no group; a user's list names the group it comes through.
    expect(accessLine(access({ groupId: 3, userId: null }))).toBe('Manager on Site: Store 10');
    expect(accessLine(access({ groupId: 3, userId: null }), () => 'Night shift')).toBe(
      'Manager on Site: Store 10 (through Night shift)',
    );
    expect(accessLine(access({ resourceType: 'ORGANIZATION', role: 'VIEWER' }))).toBe(
      'Viewer on Whole organisation',
    );
  });

  it('sums access up: a global role or organisation access reach every site', () => {
    expect(accessSummary('VIEWER', [])).toBe('Every site (global role)');
    expect(accessSummary(null, [access({ resourceType: 'ORGANIZATION' })])).toBe(
      'Every site (organisation access)',
    );
    expect(
      accessSummary(null, [
        access({}),
        access({ id: 2, groupId: 4, userId: null }),
        access({ id: 3, resourceId: 11 }),
        access({ id: 4, resourceType: 'SITE_GROUP', resourceId: 5 }),
      ]),
    ).toBe('2 sites, 1 site group');
    expect(accessSummary(null, [])).toBe('No access');
  });
});
