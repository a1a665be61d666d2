import type {
  EquipmentTypeEnergyReport,
  OrgComplianceReport,
  OrgNohReport,
  SiteEnergyCompareReport,
} from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import {
  complianceFigure,
  equipmentEnergyFigure,
  NO_ENERGY_METER,
  nohFigure,
  siteEnergyFigure,
} from './hub-figures';

type ComplianceSite = OrgComplianceReport['by_site'][string];
const complianceReport = (site?: Partial<ComplianceSite>) =>
  ({
    by_site: site
      ? {
          '4': {
            site_title: 'A',
            time_zone: 'UTC',
            valid_points: 0,
            compliant_points: 0,
            defrost_points: 0,
            within_compliance: null,
            by_sensor: {},
            ...site,
          },
        }
      : {},
  }) as unknown as OrgComplianceReport;

describe('complianceFigure', () => {
  it('gives the site’s share with one decimal and the counted hours', () => {
    // 110 of (121 − 10) counted hours: the docs' worked example, 99.1 %.
    const r = complianceReport({
      valid_points: 121,
      compliant_points: 110,
      defrost_points: 10,
      within_compliance: 99.099,
      by_sensor: { '1': {} as never },
    });
    expect(complianceFigure(r, 4)).toEqual({
      state: 'ready',
      value: '99.1%',
      detail: '110 of 111 counted sensor-hours in range, 1 sensor',
    });
  });

  it('is empty when the site has no readings, or only defrost hours', () => {
    expect(complianceFigure(complianceReport(), 4).state).toBe('empty');
    expect(complianceFigure(complianceReport({ valid_points: 3, defrost_points: 3 }), 4)).toEqual({
      state: 'empty',
      message: 'Every hour with readings was an excused defrost hour.',
    });
  });
});

type EnergySite = SiteEnergyCompareReport['by_site'][string];
const energyReport = (site: Partial<EnergySite>) =>
  ({
    by_site: {
      '4': {
        monitored: true,
        site_kwh: 1634.25,
        days_with_data: 7,
        days_in_period: 7,
        consumption_out_sched: 938,
        ...site,
      },
    },
  }) as unknown as SiteEnergyCompareReport;

describe('siteEnergyFigure', () => {
  it('gives the kWh with one decimal, its days and the out-of-schedule part', () => {
    expect(siteEnergyFigure(energyReport({}), 4)).toEqual({
      state: 'ready',
      value: '1,634.3',
      unit: 'kWh',
      detail: '7 days with readings from every meter; 938.0 kWh outside opening hours',
    });
    expect(
      siteEnergyFigure(energyReport({ days_with_data: 5, consumption_out_sched: null }), 4),
    ).toMatchObject({
      detail: 'Incomplete: 5 of 7 days have readings from every meter',
    });
  });

  it('is not applicable without a meter, and empty without readings', () => {
    expect(siteEnergyFigure(energyReport({ monitored: false }), 4)).toEqual({
      state: 'not-applicable',
      message: NO_ENERGY_METER,
    });
    expect(siteEnergyFigure(energyReport({}), 5).state).toBe('not-applicable');
    expect(siteEnergyFigure(energyReport({ site_kwh: null }), 4).state).toBe('empty');
  });
});

describe('equipmentEnergyFigure', () => {
  it('sums the sub-metered equipment and names the group using most', () => {
    const r = {
      total_kwh: 596.2,
      by_equipment_type: {
        '1': { num_equipment: 1 },
        '2': { num_equipment: 2 },
      },
      by_equipment_group: {
        '221': { group_title: 'HVAC', total_kwh: 149 },
        '222': { group_title: 'Refrigeration', total_kwh: 447.2 },
      },
    } as unknown as EquipmentTypeEnergyReport;
    expect(equipmentEnergyFigure(r)).toEqual({
      state: 'ready',
      value: '596.2',
      unit: 'kWh',
      detail: '3 pieces of sub-metered equipment; most: Refrigeration, 447.2 kWh',
    });
  });

  it('is empty when no sub-meter reported', () => {
    const r = {
      total_kwh: 0,
      by_equipment_type: {},
      by_equipment_group: {},
    } as unknown as EquipmentTypeEnergyReport;
    expect(equipmentEnergyFigure(r).state).toBe('empty');
  });
});

const hours = (energy_total: number) => ({
  energy_total,
  hours_total: 1,
  energy_per_hour: null,
  hourly_eui: null,
});
const nohReport = (site: object) =>
  ({
    by_site: {
      '4': {
        days_with_data: 7,
        days_ended: 7,
        open_around_the_clock: false,
        site_noh: { op_hour: hours(696), non_op_hour: hours(938), noh_efficiency: 0.2567 },
        ...site,
      },
    },
  }) as unknown as OrgNohReport;

describe('nohFigure', () => {
  it('gives the efficiency as a percentage with one decimal and the energy outside opening hours', () => {
    expect(nohFigure(nohReport({}), 4)).toEqual({
      state: 'ready',
      value: '25.7%',
      detail: '938.0 of 1,634.0 kWh used outside opening hours',
    });
    expect(nohFigure(nohReport({ days_with_data: 5 }), 4)).toMatchObject({
      detail: '938.0 of 1,634.0 kWh used outside opening hours; 5 of 7 days counted',
    });
  });

  it('says N/A for a site open around the clock, and empty without a counted day', () => {
    const open = nohReport({
      open_around_the_clock: true,
      site_noh: { op_hour: hours(100), non_op_hour: hours(0), noh_efficiency: null },
    });
    expect(nohFigure(open, 4)).toEqual({
      state: 'ready',
      value: 'N/A',
      detail: 'Open around the clock: no non-operating hours to compare.',
    });
    expect(nohFigure(nohReport({ days_with_data: 0 }), 4).state).toBe('empty');
  });
});
