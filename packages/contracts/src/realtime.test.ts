import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  eventKeys,
  interestKey,
  interestOf,
  parseRealtimeEvent,
  parseTopic,
  RealtimeEvent,
  SUBSCRIPTION_WARNINGS,
  topicOf,
} from './realtime';

describe('interestOf (spec 1 §5)', () => {
  it('needs vendor and uuid for device channels, a jobId for reports, an id for incidents', () => {
    expect(interestOf({ channel: 'SENSOR_READINGS', uuid: 'u' })).toEqual({
      ok: false,
      warning: SUBSCRIPTION_WARNINGS.needsDevice('SENSOR_READINGS'),
    });
    expect(interestOf({ channel: 'DEVICE_STATUS', vendor: 'v' }).ok).toBe(false);
    expect(interestOf({ channel: 'REPORTS_STATUS' })).toEqual({
      ok: false,
      warning: SUBSCRIPTION_WARNINGS.needsJob,
    });
    expect(interestOf({ channel: 'INCIDENT_INFO' })).toEqual({
      ok: false,
      warning: SUBSCRIPTION_WARNINGS.needsResource,
    });
    expect(interestOf({ channel: 'INCIDENT_INFO', resourceId: '0' }).ok).toBe(false);
    expect(interestOf({ channel: 'WEATHER' })).toEqual({
      ok: false,
      warning: SUBSCRIPTION_WARNINGS.unknownChannel('WEATHER'),
    });
    expect(interestOf({ channel: 'INCIDENT_INFO', spaceId: '12' })).toEqual({
      ok: true,
      interest: { channel: 'INCIDENT_INFO', resourceId: 12 },
    });
  });
});

describe('topics', () => {
  it('round-trip through topicOf and parseTopic, whatever the uuid and vendor hold', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (uuid, vendor) => {
        const interest = { channel: 'SENSOR_READINGS' as const, uuid, vendor };
        expect(parseTopic(topicOf(interest))).toEqual({ ok: true, interest });
      }),
    );
    expect(topicOf({ channel: 'REPORTS_STATUS', jobId: 'j-1' })).toBe('/topic/subscribe/REPORTS_STATUS/j-1');
    expect(topicOf({ channel: 'INCIDENT_INFO', resourceId: 5 })).toBe('/topic/subscribe/INCIDENT_INFO/5');
  });

  it('never throws on any destination', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        parseTopic(s);
        parseTopic(`/topic/subscribe/${s}`);
      }),
    );
    expect(parseTopic('/topic/subscribe/SENSOR_READINGS/%E0%A4%A/x').ok).toBe(false);
  });

  it('matches an incident to its equipment and to its space', () => {
    const keys = eventKeys({
      type: 'INCIDENT_INFO',
      payload: {
        orgId: 1,
        siteId: 1,
        incidentId: 1,
        equipmentId: 4,
        spaceId: 9,
        sensorId: null,
        sentinelId: 1,
        sentinelType: 'DOOR_OPEN',
        status: 'NEW',
        priority: 'NORMAL',
        resolved: false,
        createdAt: 0,
        recoveredAt: null,
        dismissedAt: null,
      },
    });
    expect(keys).toContain(interestKey({ channel: 'INCIDENT_INFO', resourceId: 4 }));
    expect(keys).toContain(interestKey({ channel: 'INCIDENT_INFO', resourceId: 9 }));
  });
});

describe('parseRealtimeEvent (the web client check, without zod)', () => {
  const valid: unknown[] = [
    {
      type: 'DEVICE_STATUS',
      payload: {
        orgId: 1,
        siteId: 2,
        vendor: 'v',
        uuid: 'u',
        deviceType: 'SENSOR',
        status: 'ONLINE',
        timestamp: 5,
      },
    },
    {
      type: 'SENSOR_READINGS',
      payload: {
        orgId: 1,
        siteId: 2,
        vendor: 'v',
        uuid: 'u',
        sensorId: 3,
        sensorType: 'TEMPERATURE',
        readings: [{ timestamp: 1, value: 20.5 }],
      },
    },
    {
      type: 'INCIDENT_INFO',
      payload: {
        orgId: 1,
        siteId: 2,
        incidentId: 3,
        equipmentId: null,
        spaceId: 4,
        sensorId: null,
        sentinelId: 5,
        sentinelType: 'DOOR_OPEN',
        status: 'NEW',
        priority: 'HIGH',
        resolved: false,
        createdAt: 1,
        recoveredAt: null,
        dismissedAt: null,
      },
    },
    {
      type: 'REPORTS_STATUS',
      payload: { orgId: 1, userId: 2, jobId: 'j', jobState: 'SUCCESS', fileId: 'f' },
    },
    {
      type: 'REPORTS_STATUS',
      payload: { orgId: 1, userId: 2, jobId: 'j', jobState: 'GENERATING', progress: 0.4 },
    },
    {
      type: 'REPORTS_STATUS',
      payload: {
        orgId: 1,
        userId: 2,
        jobId: 'j',
        jobState: 'FAILURE',
        error: { errorCode: 1, message: 'm' },
      },
    },
  ];
  const variants = (e: { type: string; payload: Record<string, unknown> }): unknown[] => [
    ...Object.keys(e.payload).flatMap((k) => [
      { ...e, payload: { ...e.payload, [k]: undefined } },
      { ...e, payload: { ...e.payload, [k]: 'x' } },
      { ...e, payload: { ...e.payload, [k]: 1.5 } },
      { ...e, payload: { ...e.payload, [k]: null } },
    ]),
    { ...e, type: 'OTHER' },
    { ...e, payload: null },
    { ...e, payload: { ...e.payload, extra: 1 } },
  ];
  const samples = [
    ...valid,
    ...valid.flatMap((e) => variants(e as { type: string; payload: Record<string, unknown> })),
    null,
    'x',
    { type: 'toString', payload: {} },
    { type: 'DEVICE_STATUS', payload: { ...(valid[0] as { payload: object }).payload, timestamp: Infinity } },
  ];

  it('accepts and refuses exactly what the RealtimeEvent schema does, and answers what it parses', () => {
    for (const sample of samples) {
      const zod = RealtimeEvent.safeParse(sample);
      expect(parseRealtimeEvent(sample), JSON.stringify(sample)).toEqual(zod.success ? zod.data : null);
    }
    for (const e of valid) expect(parseRealtimeEvent(e)).not.toBeNull();
  });
});
