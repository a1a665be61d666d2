import { describe, expect, it } from 'vitest';
import { MAX_NOTIFY_BYTES, packEvents } from '../../lib/event-bus';
import { expandReadings, type IngestedBatch, ingestEvents } from './ingest-events';

const NOW = new Date('2026-03-01T12:00:00Z');
const ago = (min: number) => new Date(NOW.getTime() - min * 60_000);
const noSamples = { thermostatIds: [], ts: [], online: [] };

function batch(o: Partial<IngestedBatch> = {}): IngestedBatch {
  return {
    orgId: 7,
    siteId: 3,
    sensors: [
      { id: 1, uuid: 's1', vendor: 'acme', sensorType: 'TEMPERATURE', status: 'ACTIVE', lastSeenAt: ago(1) },
    ],
    readings: { sensorIds: [], ts: [], values: [] },
    thermostats: [],
    samples: noSamples,
    now: NOW,
    ...o,
  };
}

describe('ingestEvents', () => {
  it('groups readings per sensor, oldest first, in compact batches that each fit one NOTIFY', () => {
    const n = 1000;
    const ts = Array.from({ length: n }, (_, i) => ago(n - i).toISOString()).reverse();
    const events = ingestEvents(
      batch({ readings: { sensorIds: ts.map(() => 1), ts, values: ts.map(() => -123.45678901234567) } }),
    );
    expect(events.length).toBeGreaterThan(1);
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(['READINGS_BATCH']));
    const { payloads, dropped } = packEvents('src', 0, events);
    expect(dropped).toEqual([]);
    expect(payloads).toHaveLength(events.length);
    const expanded = events.flatMap((e) => (e.type === 'READINGS_BATCH' ? expandReadings(e) : []));
    expect(expanded[0]).toMatchObject({
      type: 'SENSOR_READINGS',
      payload: { orgId: 7, siteId: 3, uuid: 's1', vendor: 'acme', sensorId: 1, sensorType: 'TEMPERATURE' },
    });
    const times = expanded
      .flatMap((e) => (e.type === 'SENSOR_READINGS' ? e.payload.readings : []))
      .map((r) => r.timestamp);
    expect(times).toHaveLength(n);
    expect(times).toEqual([...times].sort((x, y) => x - y));
  });

  it('announces ONLINE for a sensor heard after a silence, not for one heard recently or only in the past', () => {
    const reading = (at: Date) => ({ sensorIds: [1], ts: [at.toISOString()], values: [1] });
    const silent = {
      id: 1,
      uuid: 's1',
      vendor: 'acme',
      sensorType: 'DOOR',
      status: 'ACTIVE' as const,
      lastSeenAt: ago(90),
    };
    const online = ingestEvents(batch({ sensors: [silent], readings: reading(ago(0)) }));
    expect(online[0]?.type).toBe('READINGS_BATCH');
    expect(online[1]).toEqual({
      type: 'DEVICE_STATUS',
      payload: {
        orgId: 7,
        siteId: 3,
        vendor: 'acme',
        uuid: 's1',
        deviceType: 'SENSOR',
        status: 'ONLINE',
        timestamp: NOW.getTime(),
      },
    });
    expect(ingestEvents(batch({ readings: reading(ago(0)) })).map((e) => e.type)).toEqual(['READINGS_BATCH']);
    expect(ingestEvents(batch({ sensors: [silent], readings: reading(ago(60)) })).map((e) => e.type)).toEqual(
      ['READINGS_BATCH'],
    );
    const inactive = { ...silent, status: 'INACTIVE' as const };
    expect(ingestEvents(batch({ sensors: [inactive], readings: reading(ago(0)) }))).toHaveLength(1);
  });

  it('announces a thermostat whose newest sample changes its online state', () => {
    const t = { id: 9, uuid: 't9', vendor: 'acme', online: true, lastSeenAt: ago(2) };
    const samples = (online: boolean, at = ago(0)) => ({
      thermostatIds: [9, 9],
      ts: [ago(1).toISOString(), at.toISOString()],
      online: [true, online],
    });
    const off = ingestEvents(batch({ thermostats: [t], samples: samples(false) }));
    expect(off).toEqual([
      {
        type: 'DEVICE_STATUS',
        payload: expect.objectContaining({ deviceType: 'THERMOSTAT', status: 'OFFLINE', uuid: 't9' }),
      },
    ]);
    expect(ingestEvents(batch({ thermostats: [t], samples: samples(true) }))).toEqual([]);
    // A late sample older than the current state changes nothing.
    expect(
      ingestEvents(
        batch({
          thermostats: [t],
          samples: { thermostatIds: [9], ts: [ago(5).toISOString()], online: [false] },
        }),
      ),
    ).toEqual([]);
    // Heard again after a silence: ONLINE.
    const back = ingestEvents(
      batch({ thermostats: [{ ...t, lastSeenAt: ago(120) }], samples: samples(true) }),
    );
    expect(back[0]).toMatchObject({ payload: { status: 'ONLINE' } });
  });
});

describe('thermostat temperatures', () => {
  it("announce a thermostat's measured temperature as its readings, even without sensor readings", () => {
    const t = { id: 9, uuid: 't9', vendor: 'acme', online: true, lastSeenAt: ago(1) };
    const events = ingestEvents(
      batch({
        sensors: [],
        thermostats: [t],
        samples: {
          thermostatIds: [9, 9, 9],
          ts: [ago(0).toISOString(), ago(2).toISOString(), ago(1).toISOString()],
          online: [true, true, true],
          temperature: [22.5, 21.5, null],
        },
      }),
    );
    const readings = events.flatMap((e) => (e.type === 'READINGS_BATCH' ? expandReadings(e) : []));
    expect(readings).toEqual([
      {
        type: 'SENSOR_READINGS',
        payload: {
          orgId: 7,
          siteId: 3,
          vendor: 'acme',
          uuid: 't9',
          sensorId: null,
          sensorType: 'TEMPERATURE',
          readings: [
            { timestamp: ago(2).getTime(), value: 21.5 },
            { timestamp: ago(0).getTime(), value: 22.5 },
          ],
        },
      },
    ]);
    // Samples without a temperature (state only) announce no reading.
    const stateOnly = ingestEvents(
      batch({
        sensors: [],
        thermostats: [t],
        samples: { thermostatIds: [9], ts: [ago(0).toISOString()], online: [true], temperature: [null] },
      }),
    );
    expect(stateOnly).toEqual([]);
  });
});

describe('packEvents', () => {
  it('keeps every payload under the NOTIFY limit, keeps order, and drops only events too big alone', () => {
    const events = Array.from({ length: 300 }, (_, i) => ({
      type: 'DEVICE_STATUS' as const,
      payload: {
        orgId: 7,
        siteId: 3,
        vendor: 'acme',
        uuid: `sensor-${i}`,
        deviceType: 'SENSOR' as const,
        status: 'ONLINE' as const,
        timestamp: NOW.getTime() + i,
      },
    }));
    const huge = {
      type: 'SESSION_REVOKED' as const,
      payload: { orgId: 1, userId: 1, pad: 'x'.repeat(9000) },
    };
    const { payloads, dropped } = packEvents('src', 0, [...events, huge]);
    expect(dropped).toEqual([huge]);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(MAX_NOTIFY_BYTES);
    const back = payloads.flatMap((p) => JSON.parse(p).e);
    expect(back).toEqual(events);
    expect(payloads.map((p) => JSON.parse(p).n)).toEqual(payloads.map((_, i) => i));
    expect(payloads.length).toBeLessThan(10); // many events share a payload
  });
});
