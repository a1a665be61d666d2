import { ANALYTICS_SESSION_MS as CONTRACT_SESSION_MS } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_SESSION_MS, nextSession, parseSession } from './session';

let n = 0;
const newId = () => `id-${++n}`;

describe('analytics session (A-151)', () => {
  it('is 30 minutes, as the server expects', () => {
    expect(ANALYTICS_SESSION_MS).toBe(1_800_000);
    expect(ANALYTICS_SESSION_MS).toBe(CONTRACT_SESSION_MS);
  });

  it('starts a session (a user visit) when there is none', () => {
    const { session, isNew } = nextSession(null, 1000, newId);
    expect(isNew).toBe(true);
    expect(session.lastActivity).toBe(1000);
  });

  it('keeps the session while events come within 30 minutes of each other', () => {
    const first = nextSession(null, 0, newId).session;
    const second = nextSession(first, ANALYTICS_SESSION_MS - 1, newId);
    expect(second).toEqual({
      session: { id: first.id, lastActivity: ANALYTICS_SESSION_MS - 1 },
      isNew: false,
    });
    const third = nextSession(second.session, 2 * ANALYTICS_SESSION_MS - 2, newId);
    expect(third.isNew).toBe(false);
  });

  it('renews after 30 minutes of inactivity, or when the clock went back', () => {
    const first = nextSession(null, 0, newId).session;
    const later = nextSession(first, ANALYTICS_SESSION_MS, newId);
    expect(later.isNew).toBe(true);
    expect(later.session.id).not.toBe(first.id);
    expect(nextSession({ id: 'x', lastActivity: 5000 }, 1000, newId).isNew).toBe(true);
  });

  it('reads a stored session defensively', () => {
    expect(parseSession('{"id":"a","lastActivity":3}')).toEqual({ id: 'a', lastActivity: 3 });
    expect(parseSession('{"id":3}')).toBeNull();
    expect(parseSession('nope')).toBeNull();
    expect(parseSession(null)).toBeNull();
  });
});
