import type { OrgComplianceReport } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { orgSiteRows, searchRows, sortRows } from './org-rows';

const sensor = (id: number, equipment: string, share: number | null, valid = 10) => ({
  sensor_id: id,
  sensor_title: `Probe ${id}`,
  equipment_id: id,
  equipment_title: equipment,
  equipment_type_id: 1,
  min_temp: 0,
  max_temp: 5,
  valid_points: valid,
  compliant_points: 0,
  defrost_points: 0,
  within_compliance: share,
});

const report = {
  by_site: {
    '1': {
      site_title: 'Camden',
      time_zone: 'Europe/London',
      valid_points: 100,
      compliant_points: 90,
      defrost_points: 4,
      within_compliance: 93.75,
      by_sensor: {
        '1': sensor(1, 'Dairy Case', 80),
        '2': sensor(2, 'Walk-in Freezer', 99),
        '3': sensor(3, 'Idle', null, 0),
      },
    },
    '2': {
      site_title: 'brooklyn',
      time_zone: 'America/New_York',
      valid_points: 50,
      compliant_points: 50,
      defrost_points: 0,
      within_compliance: 100,
      by_sensor: { '4': sensor(4, 'Deli Case', 100) },
    },
    '3': {
      site_title: 'Adelaide',
      time_zone: 'Australia/Adelaide',
      valid_points: 2,
      compliant_points: 0,
      defrost_points: 2,
      within_compliance: null,
      by_sensor: {},
    },
  },
} as unknown as OrgComplianceReport;

describe('organisation compliance rows', () => {
  it('gives each site its hours, out-of-range and excused hours, sensors with data and least compliant sensor', () => {
    const [camden] = orgSiteRows(report);
    expect(camden).toEqual({
      siteId: 1,
      title: 'Camden',
      compliance: 93.75,
      hours: 100,
      inRange: 90,
      outOfRange: 6,
      defrost: 4,
      sensors: 2,
      worst: { title: 'Dairy Case', sensor: 'Probe 1', compliance: 80 },
      href: '/sites/1/analytics/temperature-compliance',
    });
    expect(orgSiteRows(null)).toEqual([]);
  });

  it('sorts least compliant first by default, sites without a share last either way, names ignoring case', () => {
    const rows = orgSiteRows(report);
    expect(sortRows(rows, 'compliance', 'asc').map((r) => r.title)).toEqual([
      'Camden',
      'brooklyn',
      'Adelaide',
    ]);
    expect(sortRows(rows, 'compliance', 'desc').map((r) => r.title)).toEqual([
      'brooklyn',
      'Camden',
      'Adelaide',
    ]);
    expect(sortRows(rows, 'site', 'asc').map((r) => r.title)).toEqual(['Adelaide', 'brooklyn', 'Camden']);
    expect(sortRows(rows, 'hours', 'desc').map((r) => r.title)).toEqual(['Camden', 'brooklyn', 'Adelaide']);
  });

  it('searches site titles and the least compliant sensor, ignoring case', () => {
    const rows = orgSiteRows(report);
    expect(searchRows(rows, 'BROOK').map((r) => r.siteId)).toEqual([2]);
    expect(searchRows(rows, 'dairy').map((r) => r.siteId)).toEqual([1]);
    expect(searchRows(rows, '  ')).toHaveLength(3);
  });
});
