import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statusQuery } from './incident-filters';
import { daysHolding, focusIncidentId, pageHolding, periodHolds, revealSearch } from './incident-focus';
import { incidentPeriod } from './incident-period';
import { incidentListSearch } from './incident-search';
import { incident } from './test-incident';

const now = new Date('2026-11-22T12:00:00Z');
const search = (s: Record<string, unknown>) => incidentListSearch(s);
const requestOf = (s: Record<string, unknown>, zone = 'UTC') => {
  const p = incidentPeriod(search(s), zone, now);
  return { req: { from: p.from, to: p.to, ...statusQuery(search(s).status) }, period: p };
};

describe('the incident a notification links to (C-059, extended)', () => {
  it('is the incidentId of a plain link; an email link keeps its Review section', () => {
    expect(focusIncidentId(search({ incidentId: '7', notificationId: '9' }))).toBe(7);
    expect(focusIncidentId(search({ source: 'email', incidentId: '7' }))).toBeNull();
    expect(focusIncidentId(search({ source: 'EMAIL', incidentId: '7' }))).toBeNull();
    expect(focusIncidentId(search({}))).toBeNull();
  });

  it('fits the default period when active, or resolved wholly inside it (strict)', () => {
    const { req, period } = requestOf({});
    const openEnded = !period.chosen;
    // Active since long ago: overlaps the last 7 days.
    expect(periodHolds(incident({ createdAt: '2026-10-01T00:00:00Z' }), req, openEnded)).toBe(true);
    const resolved = (createdAt: string, recoveredAt: string) =>
      incident({ resolved: true, createdAt, recoveredAt });
    expect(periodHolds(resolved('2026-11-20T00:00:00Z', '2026-11-20T02:00:00Z'), req, openEnded)).toBe(true);
    // Resolved, but begun before the period: clipped away by strict.
    expect(periodHolds(resolved('2026-11-10T00:00:00Z', '2026-11-20T02:00:00Z'), req, openEnded)).toBe(false);
    expect(periodHolds(resolved('2026-10-01T00:00:00Z', '2026-10-01T02:00:00Z'), req, openEnded)).toBe(false);
  });

  it('ignores the status and site filters: only the period is widened by itself', () => {
    const { req } = requestOf({ status: 'active' });
    const done = incident({
      resolved: true,
      createdAt: '2026-11-20T00:00:00Z',
      recoveredAt: '2026-11-20T01:00:00Z',
    });
    expect(periodHolds(done, { ...req, siteIds: [99] }, false)).toBe(true);
  });

  it('widens the period to hold the incident, never narrowing it, in the page zone', () => {
    const { period } = requestOf({});
    const old = { createdAt: '2026-10-01T23:30:00Z', recoveredAt: '2026-10-02T01:00:00Z' };
    expect(daysHolding(old, period, 'UTC', now)).toEqual({ from: '2026-10-01', to: '2026-11-22' });
    // 23:30 UTC is already the 2nd in Tokyo.
    expect(daysHolding(old, { fromDay: '2026-11-15', toDay: '2026-11-22' }, 'Asia/Tokyo', now).from).toBe(
      '2026-10-02',
    );
    // An active incident runs to now; a chosen period that ended before it is pushed to today.
    const active = { createdAt: '2026-11-01T00:00:00Z', recoveredAt: null };
    expect(daysHolding(active, { fromDay: '2026-10-01', toDay: '2026-10-05' }, 'UTC', now)).toEqual({
      from: '2026-10-01',
      to: '2026-11-22',
    });
  });

  it('the widened period always lists the incident', () => {
    const t0 = Date.parse('2026-09-01T00:00:00Z');
    fc.assert(
      fc.property(
        fc.integer({ min: t0, max: now.getTime() - 60_000 }),
        fc.option(fc.integer({ min: 0, max: 40 * 86_400_000 }), { nil: null }),
        fc.constantFrom('UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati'),
        (start, length, zone) => {
          const recovered = length === null ? null : Math.min(start + length, now.getTime());
          const i = incident({
            createdAt: new Date(start).toISOString(),
            resolved: recovered !== null,
            recoveredAt: recovered === null ? null : new Date(recovered).toISOString(),
          });
          const { period } = requestOf({}, zone);
          const { req, period: wide } = requestOf(daysHolding(i, period, zone, now), zone);
          expect(periodHolds(i, req, !wide.chosen)).toBe(true);
        },
      ),
    );
  });

  it('finds the page holding the incident, as the list pages it', () => {
    const list = Array.from({ length: 60 }, (_, k) => ({ incidentId: k + 1 }));
    expect(pageHolding(list, 1, undefined)).toBe(1);
    expect(pageHolding(list, 25, undefined)).toBe(1);
    expect(pageHolding(list, 26, undefined)).toBe(2);
    expect(pageHolding(list, 60, 10)).toBe(6);
    expect(pageHolding(list, 61, undefined)).toBeNull();
  });

  it("'Show it' clears every filter and keeps the link's parameters", () => {
    const s = search({
      incidentId: '7',
      notificationId: '9',
      severity: 'LOW',
      status: 'active',
      q: 'door',
      page: '3',
    });
    expect(revealSearch(s, { from: '2026-10-01', to: '2026-11-22' })).toEqual({
      incidentId: 7,
      notificationId: 9,
      from: '2026-10-01',
      to: '2026-11-22',
      page: 1,
    });
  });
});
