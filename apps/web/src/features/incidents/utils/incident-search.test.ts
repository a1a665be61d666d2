import { describe, expect, it } from 'vitest';
import { parseSearch } from '../../../lib/search-params';
import {
  hasActiveFilters,
  incidentListSearch,
  reviewIncidentId,
  searchDay,
  searchEnumList,
  withFilters,
  withoutReview,
} from './incident-search';

const parse = (qs: string) => incidentListSearch(parseSearch(qs));

describe('incidents list URL (spec 2 §2)', () => {
  it('reads the email parameters, the filters and the page', () => {
    expect(
      parse(
        '?source=email&incidentId=42&notificationId=7&orgId=3&severity=LOW&severity=critical&sentinelTypes=DOOR_OPEN,TEMPERATURE_RANGE&status=resolved&equipmentTypes=4&sites=1&sites=2&from=2026-11-01&to=2026-11-07&q=freezer&page=2&rowLimit=50',
      ),
    ).toEqual({
      source: 'email',
      incidentId: 42,
      notificationId: 7,
      orgId: 3,
      severity: ['LOW', 'CRITICAL'],
      sentinelTypes: ['DOOR_OPEN', 'TEMPERATURE_RANGE'],
      status: 'resolved',
      equipmentTypes: [4],
      sites: [1, 2],
      from: '2026-11-01',
      to: '2026-11-07',
      q: 'freezer',
      page: 2,
      rowLimit: 50,
    });
  });

  it('drops what it does not know rather than failing: NORMAL/HIGHEST are not severity options (C-067)', () => {
    expect(
      parse('?severity=NORMAL&severity=HIGHEST&status=open&from=2026-13-01&to=tomorrow&incidentId=x'),
    ).toEqual({
      page: 1,
    });
  });

  it('accepts real calendar days only', () => {
    expect(searchDay('2026-02-28')).toBe('2026-02-28');
    expect(searchDay('2026-02-30')).toBeUndefined();
    expect(searchDay('2026-2-3')).toBeUndefined();
    expect(searchDay('')).toBeUndefined();
  });

  it('keeps list values unique and in the order given', () => {
    expect(searchEnumList(['B', 'a,B', 'c'], ['A', 'B'] as const)).toEqual(['B', 'A']);
    expect(searchEnumList(undefined, ['A'] as const)).toBeUndefined();
  });

  it('a filter change resets the page, drops emptied filters and keeps the email link (source, incidentId)', () => {
    const s = parse('?source=email&incidentId=9&severity=HIGH&page=3');
    expect(withFilters(s, { severity: [], q: 'door' })).toEqual({
      source: 'email',
      incidentId: 9,
      q: 'door',
      page: 1,
    });
  });

  it('opens the Review section only for email links with an incident id (C-060)', () => {
    expect(reviewIncidentId(parse('?source=email&incidentId=5'))).toBe(5);
    expect(reviewIncidentId(parse('?source=EMAIL&incidentId=5'))).toBe(5);
    expect(reviewIncidentId(parse('?incidentId=5'))).toBeNull();
    expect(reviewIncidentId(parse('?source=email'))).toBeNull();
    expect(withoutReview(parse('?source=email&incidentId=5&notificationId=1&orgId=2&q=abc'))).toEqual({
      q: 'abc',
      page: 1,
    });
  });

  it('tells whether any filter is set', () => {
    expect(hasActiveFilters(parse('?source=email&incidentId=1&page=2'))).toBe(false);
    expect(hasActiveFilters(parse('?status=active'))).toBe(true);
  });
});
