import { afterEach, describe, expect, it, vi } from 'vitest';
import { incidentEmail } from './incident-emails';

const facts = (time_zone: string) => ({
  id: 1,
  site_id: 2,
  priority: 'HIGH' as const,
  created_at: '2026-11-20T10:00:00Z',
  sentinel_title: 'Cold room too warm',
  description: null,
  site_title: 'Store 1',
  time_zone,
  equipment_title: 'Cold room',
  space_title: null,
});

describe('incident emails', () => {
  afterEach(() => vi.restoreAllMocks());

  it('builds a time zone formatter once per zone, UTC already at start-up (never in a tick)', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const first = incidentEmail('a@example.com', facts('Europe/Paris'), 'HIGH', false, 'https://x/1');
    const again = incidentEmail('b@example.com', facts('Europe/Paris'), 'HIGH', false, 'https://x/1');
    incidentEmail('c@example.com', facts('UTC'), 'HIGHEST', true, 'https://x/1');
    expect(made).toHaveBeenCalledTimes(1);
    // The same text as before the formatters were kept.
    expect(again.text).toBe(first.text);
    expect(first.text).toContain('Started: ');
  });
});
