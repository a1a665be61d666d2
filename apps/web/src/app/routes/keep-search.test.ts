import { describe, expect, it } from 'vitest';
import { keepOtherKeys } from './keep-search';

const OWN = ['sites', 'siteGroups', 'from', 'to', 'page', 'rowLimit'];

describe('keepOtherKeys (C-002)', () => {
  it('keeps the keys the page does not manage', () => {
    const current = { severity: ['HIGH', 'LOW'], status: 'active', q: 'door', sites: '3', page: '2' };
    expect(keepOtherKeys(current, OWN, { sites: [4, 5], page: 1 })).toEqual({
      severity: ['HIGH', 'LOW'],
      status: 'active',
      q: 'door',
      sites: [4, 5],
      page: 1,
    });
  });

  it('removes an own key that the next search leaves out or sets undefined', () => {
    const current = { siteGroups: '7', from: '2026-01-01', to: '2026-01-02', sentinelTypes: 'DOOR_OPEN' };
    expect(keepOtherKeys(current, OWN, { sites: [1], siteGroups: undefined })).toEqual({
      sentinelTypes: 'DOOR_OPEN',
      sites: [1],
    });
  });

  it('keeps odd key names as plain data', () => {
    const current = Object.fromEntries([['__proto__', 'x']]);
    const out = keepOtherKeys(current, OWN, { page: 1 });
    expect(Object.keys(out).sort()).toEqual(['__proto__', 'page']);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });
});
