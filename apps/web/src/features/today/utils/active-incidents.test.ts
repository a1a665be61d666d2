import { describe, expect, it } from 'vitest';
import { barColor, currentPriority, orderOverview } from './active-incidents';

const inc = (id: number, priority: string, createdAt: string, dismissedAt: string | null = null) => ({
  id,
  incidentPriority: priority,
  createdAt,
  dismissedAt,
  handlingLogs: [{ at: createdAt, priorityLevel: priority }],
});

const list = [
  inc(1, 'NORMAL', '2026-01-01T10:00:00Z'),
  inc(2, 'HIGHEST', '2026-01-01T08:00:00Z'),
  inc(3, 'HIGH', '2026-01-01T12:00:00Z'),
  inc(4, 'HIGHEST', '2026-01-01T11:00:00Z', '2026-01-01T11:30:00Z'),
];

describe('orderOverview (C-019)', () => {
  it('Severity: undismissed first, highest priority first, newest first within a priority', () => {
    expect(orderOverview(list, 'severity').map((i) => i.id)).toEqual([2, 3, 1, 4]);
  });
  it('Latest: newest start time first', () => {
    expect(orderOverview(list, 'latest').map((i) => i.id)).toEqual([3, 4, 1, 2]);
  });
  it('does not change the input', () => {
    const copy = [...list];
    orderOverview(list, 'latest');
    expect(list).toEqual(copy);
  });
});

describe('currentPriority and barColor (C-024)', () => {
  it('takes the latest handling log and shows NORMAL as LOW, HIGHEST as CRITICAL', () => {
    const escalated = {
      ...inc(5, 'NORMAL', '2026-01-01T00:00:00Z'),
      handlingLogs: [
        { at: '2026-01-01T00:00:00Z', priorityLevel: 'NORMAL' },
        { at: '2026-01-01T01:00:00Z', priorityLevel: 'HIGHEST' },
      ],
    };
    expect(currentPriority(escalated)).toBe('CRITICAL');
    expect(currentPriority(inc(6, 'NORMAL', '2026-01-01T00:00:00Z'))).toBe('LOW');
  });
  it("uses the lists' hue per priority and greys dismissed or unknown ones", () => {
    expect(barColor('CRITICAL', false)).toBe('red.6');
    expect(barColor('LOW', false)).toBe('blue.6');
    expect(barColor('CRITICAL', true)).toBe('gray.4');
    expect(barColor(null, false)).toBe('gray.4');
  });
});
