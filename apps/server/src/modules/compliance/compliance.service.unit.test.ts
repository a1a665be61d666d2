import { describe, expect, it } from 'vitest';
import { buildReport } from './compliance.report';
import type { RangedSensor } from './compliance.repository';
import { chunksBySite, reportJson } from './compliance.service';

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
});
