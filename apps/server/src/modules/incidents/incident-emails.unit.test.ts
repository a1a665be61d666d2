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
    const Real = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      this: unknown,
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      return new Real(...args);
    } as never);
    const first = incidentEmail('a@example.com', facts('Europe/Paris'), 'HIGH', false, 'https://x/1');
    const again = incidentEmail('b@example.com', facts('Europe/Paris'), 'HIGH', false, 'https://x/1');
    incidentEmail('c@example.com', facts('UTC'), 'HIGHEST', true, 'https://x/1');
    expect(made).toHaveBeenCalledTimes(1);
    // The same text as before the formatters were kept.
    expect(again.text).toBe(first.text);
    expect(first.text).toContain('Started: ');
  });

  it("states the start in the site's local time with its zone, not as an ISO instant", () => {
    expect(
      incidentEmail('a@example.com', facts('Europe/Paris'), 'HIGH', false, 'https://x/1').text,
    ).toContain('Started: 20 Nov 2026, 11:00 CET');
    expect(incidentEmail('a@example.com', facts('UTC'), 'HIGH', false, 'https://x/1').text).toContain(
      'Started: 20 Nov 2026, 10:00 UTC',
    );
  });
});
