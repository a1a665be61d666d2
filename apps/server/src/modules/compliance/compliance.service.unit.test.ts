import { describe, expect, it } from 'vitest';
import { buildReport } from './compliance.report';
import type { RangedSensor } from './compliance.repository';
import { chunksBySite, PIECE_CHARS, reportJson, reportJsonBuffer } from './compliance.service';

const ranged = (sensorId: number, siteId: number) => ({ sensorId, siteId }) as RangedSensor;

describe('compliance report pieces', () => {
  it('cuts the sensors into pieces of whole sites', () => {
    const sensors = [ranged(1, 1), ranged(2, 1), ranged(3, 2), ranged(4, 2), ranged(5, 2), ranged(6, 3)];
    const ids = (chunks: RangedSensor[][]) => chunks.map((c) => c.map((s) => s.sensorId));
    expect(ids(chunksBySite(sensors, 2))).toEqual([[1, 2], [3, 4, 5], [6]]);
    expect(ids(chunksBySite(sensors, 4))).toEqual([[1, 2, 3, 4, 5], [6]]);
    expect(ids(chunksBySite([], 4))).toEqual([]);
  });

  it('serialises site by site into the same JSON value', async () => {
    const sensor = (sensorId: number, siteId: number) => ({
      sensorId,
      sensorTitle: `S${sensorId}`,
      siteId,
      siteTitle: `Site "${siteId}"`,
      timeZone: 'UTC',
      equipmentId: 1,
      equipmentTitle: 'E',
      equipmentTypeId: 7,
      lo: 0,
      hi: 5,
      valid: 2,
      compliant: 1,
    });
    const report = buildReport({
      orgId: 3,
      from: '2026-11-01',
      to: '2026-11-01',
      types: [{ id: 7, title: 'Cooler' }],
      sensors: [sensor(1, 1), sensor(2, 2)],
      hourly: [{ sensorId: 2, day: '2026-11-01', hour: '05', value: 3 }],
    });
    expect(JSON.parse(await reportJson(report))).toEqual(report);
    const empty = buildReport({
      orgId: 3,
      from: '2026-11-01',
      to: '2026-11-01',
      types: [],
      sensors: [],
      hourly: null,
    });
    expect(JSON.parse(await reportJson(empty))).toEqual(empty);
  });

  it('gives the event loop turns within one big site, not only between sites', async () => {
    // One site of 40 sensors, 31 days of hourly averages each: several MB of JSON in one site.
    const days = Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
    const sensors = Array.from({ length: 40 }, (_, i) => ({
      sensorId: i + 1,
      sensorTitle: `S${i + 1}`,
      siteId: 1,
      siteTitle: 'One site',
      timeZone: 'UTC',
      equipmentId: 1,
      equipmentTitle: 'E',
      equipmentTypeId: 7,
      lo: 0,
      hi: 5,
      valid: 744,
      compliant: 700,
    }));
    const hourly = sensors.flatMap((s) =>
      days.flatMap((day) =>
        Array.from({ length: 24 }, (_, h) => ({
          sensorId: s.sensorId,
          day,
          hour: String(h).padStart(2, '0'),
          value: (h * 7 + s.sensorId) / 10,
        })),
      ),
    );
    const report = buildReport({
      orgId: 3,
      from: days[0]!,
      to: days.at(-1)!,
      types: [{ id: 7, title: 'Cooler' }],
      sensors,
      hourly,
    });
    // Turns of the event loop taken while it serialises: a setImmediate chain counts them.
    let turns = 0;
    let done = false;
    const spin = () => {
      turns++;
      if (!done) setImmediate(spin);
    };
    setImmediate(spin);
    const bytes = await reportJsonBuffer(report);
    done = true;
    expect(bytes.toString('utf8')).toBe(JSON.stringify(report));
    // At least one turn per encoded piece: never the whole site in one go.
    expect(bytes.length).toBeGreaterThan(10 * PIECE_CHARS);
    expect(turns).toBeGreaterThanOrEqual(Math.floor(bytes.length / PIECE_CHARS) - 1);
  });
});
