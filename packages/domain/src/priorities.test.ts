import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareIncidents,
  displayPriority,
  INCOMING_PRIORITIES,
  latestHandlingLog,
  matchesSeverity,
  type OrderableIncident,
  priorityLabel,
  priorityRank,
  SEVERITY_FILTER_OPTIONS,
  sortIncidents,
} from './priorities';

const prio = fc.constantFrom(...INCOMING_PRIORITIES);
const t0 = Date.UTC(2026, 0, 1);
const log = fc.record({ at: fc.integer({ min: t0, max: t0 + 1e9 }), priorityLevel: prio });
const incident = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  dismissedAt: fc.option(fc.integer({ min: t0, max: t0 + 1e9 }), { nil: null }),
  handlingLogs: fc.array(log, { maxLength: 4 }),
});
const incidents = fc.uniqueArray(incident, { selector: (i) => i.id, maxLength: 30 });

describe('priorities (C-091 … C-095)', () => {
  it('shows NORMAL as LOW and HIGHEST as CRITICAL (Crit)', () => {
    expect(displayPriority('NORMAL')).toBe('LOW');
    expect(displayPriority('HIGHEST')).toBe('CRITICAL');
    expect(priorityLabel('HIGHEST')).toBe('Crit');
    expect(priorityLabel('CRITICAL')).toBe('Crit');
    expect(priorityLabel('NORMAL')).toBe('Low');
    expect(displayPriority('BOGUS')).toBeNull();
    expect(priorityLabel(undefined)).toBe('');
  });
  it('ranks normal/low 1, medium 2, high 3, highest/critical 4', () => {
    expect(INCOMING_PRIORITIES.map(priorityRank)).toEqual([1, 1, 2, 3, 4, 4]);
    expect(priorityRank(null)).toBe(0);
  });
  it('ranks a label and its display label alike', () => {
    fc.assert(fc.property(prio, (p) => priorityRank(p) === priorityRank(displayPriority(p))));
  });
  it('offers low, medium, high and critical as severity filters', () => {
    expect(SEVERITY_FILTER_OPTIONS).toEqual(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']);
    expect(matchesSeverity('HIGHEST', ['CRITICAL'])).toBe(true);
    expect(matchesSeverity('NORMAL', ['CRITICAL'])).toBe(false);
    fc.assert(
      fc.property(prio, (p) => matchesSeverity(p, []) && matchesSeverity(p, SEVERITY_FILTER_OPTIONS)),
    );
  });
});

describe('incident list order (C-096)', () => {
  it('puts undismissed first, then the higher latest priority, then the newest latest log', () => {
    const a: OrderableIncident = {
      id: 1,
      dismissedAt: null,
      handlingLogs: [{ at: t0, priorityLevel: 'HIGH' }],
    };
    const b: OrderableIncident = {
      id: 2,
      dismissedAt: null,
      handlingLogs: [
        { at: t0, priorityLevel: 'HIGH' },
        { at: t0 + 10, priorityLevel: 'HIGHEST' },
      ],
    };
    const c: OrderableIncident = {
      id: 3,
      dismissedAt: null,
      handlingLogs: [{ at: t0 + 5, priorityLevel: 'HIGH' }],
    };
    const d: OrderableIncident = {
      id: 4,
      dismissedAt: t0,
      handlingLogs: [{ at: t0 + 99, priorityLevel: 'CRITICAL' }],
    };
    expect(sortIncidents([d, a, c, b]).map((i) => i.id)).toEqual([2, 3, 1, 4]);
  });
  it('uses the latest log, wherever it sits in the list', () => {
    const logs = [
      { at: t0 + 10, priorityLevel: 'HIGHEST' },
      { at: t0, priorityLevel: 'HIGH' },
    ];
    expect(latestHandlingLog(logs)?.priorityLevel).toBe('HIGHEST');
  });
  it('is a total order: antisymmetric, reflexive zero and transitive', () => {
    fc.assert(
      fc.property(incident, incident, incident, (a, b, c) => {
        expect(compareIncidents(a, a)).toBe(0);
        // Summed, not compared with toBe: Object.is tells 0 from -0, which is -sign(0).
        expect(Math.sign(compareIncidents(a, b)) + Math.sign(compareIncidents(b, a)) === 0).toBe(true);
        if (compareIncidents(a, b) <= 0 && compareIncidents(b, c) <= 0)
          expect(compareIncidents(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });
  it('does not depend on the input order (distinct ids)', () => {
    fc.assert(
      fc.property(incidents, fc.infiniteStream(fc.nat()), (list, s) => {
        const shuffled = [...list].sort(() => (s.next().value % 3) - 1);
        expect(sortIncidents(shuffled).map((i) => i.id)).toEqual(sortIncidents(list).map((i) => i.id));
      }),
    );
  });
  it('sorts exactly as compareIncidents orders (keys computed once)', () => {
    fc.assert(
      fc.property(incidents, (list) => {
        expect(sortIncidents(list).map((i) => i.id)).toEqual(
          [...list].sort(compareIncidents).map((i) => i.id),
        );
      }),
    );
  });
  it('never puts a dismissed incident before an undismissed one', () => {
    fc.assert(
      fc.property(incidents, (list) => {
        const flags = sortIncidents(list).map((i) => i.dismissedAt !== null);
        expect(flags).toEqual([...flags].sort((x, y) => Number(x) - Number(y)));
      }),
    );
  });
});
