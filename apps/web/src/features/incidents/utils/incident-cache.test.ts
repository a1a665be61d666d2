import { compareIncidents } from '@sw/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Dismissal } from '../api/dismiss-notification';
import { applyDismissal, mergeIncident, notificationToDismiss } from './incident-cache';
import { incident } from './test-incident';

const dismissal = (over: Partial<Dismissal> = {}): Dismissal => ({
  id: 901,
  incidentId: 1,
  sentinelId: 1,
  siteId: 1,
  dismissedAt: '2026-11-21T08:00:00.000Z',
  dismissedBy: 3,
  dismissedComment: 'Defrost cycle',
  ...over,
});

describe('which notification a dismissal names (C-099)', () => {
  const two = incident({
    notifications: [
      { ...incident().notifications[0]!, id: 1, timestamp: '2026-11-20T10:00:00Z' },
      { ...incident().notifications[0]!, id: 2, timestamp: '2026-11-20T12:00:00Z', priorityLevel: 'HIGHEST' },
    ],
  });
  it('the newest open one, or the one an email link named (C-059) while it is open', () => {
    expect(notificationToDismiss(two)).toBe(2);
    expect(notificationToDismiss(two, 1)).toBe(1);
    expect(notificationToDismiss(two, 77)).toBe(2);
  });
  it('none when every notification is dismissed', () => {
    const done = incident({
      notifications: [{ ...two.notifications[0]!, dismissedAt: '2026-11-21T00:00:00Z' }],
    });
    expect(notificationToDismiss(done)).toBeNull();
    expect(notificationToDismiss(done, two.notifications[0]!.id)).toBeNull();
  });
});

describe('dismissal in the cache (C-101)', () => {
  it('marks the incident and its notification dismissed; another incident is untouched', () => {
    const i = incident();
    const d = applyDismissal(i, dismissal());
    expect(d).toMatchObject({
      dismissedAt: '2026-11-21T08:00:00.000Z',
      dismissedBy: 3,
      dismissedComment: 'Defrost cycle',
    });
    expect(d.notifications[0]!.dismissedAt).toBe('2026-11-21T08:00:00.000Z');
    expect(applyDismissal(incident({ incidentId: 2 }), dismissal())).toEqual(incident({ incidentId: 2 }));
  });

  it('replaces the incident in place and re-sorts: a dismissed incident goes after the undismissed', () => {
    const a = incident({
      incidentId: 1,
      incidentPriority: 'HIGHEST',
      handlingLogs: [{ at: '2026-11-20T10:00:00Z', priorityLevel: 'HIGHEST' }],
    });
    const b = incident({ incidentId: 2 });
    const list = [a, b];
    const next = mergeIncident(list, applyDismissal(a, dismissal({ incidentId: 1 })));
    expect(next.map((i) => i.incidentId)).toEqual([2, 1]);
    expect(next[1]!.dismissedAt).not.toBeNull();
  });

  it('does not add an incident it does not hold unless told to (a live incident, C-112)', () => {
    const list = [incident({ incidentId: 1 })];
    expect(mergeIncident(list, incident({ incidentId: 5 }))).toBe(list);
    expect(
      mergeIncident(list, incident({ incidentId: 5 }), { append: true }).map((i) => i.incidentId),
    ).toEqual([5, 1]);
  });

  it('keeps the list in the domain order and holds each id once, whatever is merged', () => {
    const arb = fc.array(
      fc.record({
        id: fc.integer({ min: 1, max: 8 }),
        dismissed: fc.boolean(),
        priority: fc.constantFrom('NORMAL', 'HIGH', 'HIGHEST') as fc.Arbitrary<'NORMAL' | 'HIGH' | 'HIGHEST'>,
        minute: fc.integer({ min: 0, max: 600 }),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(arb, (pushes) => {
        let list: ReturnType<typeof incident>[] = [];
        for (const p of pushes) {
          const at = new Date(Date.UTC(2026, 10, 20, 0, p.minute)).toISOString();
          list = mergeIncident(
            list,
            incident({
              incidentId: p.id,
              dismissedAt: p.dismissed ? at : null,
              handlingLogs: [{ at, priorityLevel: p.priority }],
            }),
            { append: true },
          );
        }
        const ids = list.map((i) => i.incidentId);
        expect(new Set(ids).size).toBe(ids.length);
        for (let k = 1; k < list.length; k++)
          expect(compareIncidents(list[k - 1]!, list[k]!)).toBeLessThan(0);
      }),
    );
  });
});
