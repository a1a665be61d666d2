import { z } from 'zod';
import { idList, intId } from './common';
import { daysBetween, YmdDate } from './timetables';

/**
 * Equipment group performance (spec 3 §3 "Equipment performance row", §7 equipment_compare and
 * equipment_compare_async; F-075, I-106, I-114, I-122; docs/analytics.md "Equipment comparison"). The
 * path id is the equipment group (the page's equipmentGroupId); the organisation is the caller's.
 * Periods are local days from … to inclusive in each site's zone; temperatures °C, energy kWh.
 */

import { MAX_EQUIPMENT_COMPARE_DAYS } from './constants/analytics';

export { MAX_EQUIPMENT_COMPARE_DAYS };

export const EquipmentCompareParams = z
  .object({ id: intId, from: YmdDate, to: YmdDate })
  .superRefine((p, ctx) => {
    const days = daysBetween(p.from, p.to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (days >= MAX_EQUIPMENT_COMPARE_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `range must be at most ${MAX_EQUIPMENT_COMPARE_DAYS} days`,
      });
  });

/** `type_group_id`: only equipment whose type is in this type group; `site_id`: only these sites. */
export const EquipmentCompareQuery = z.object({
  type_group_id: intId.optional(),
  site_id: idList.optional(),
});
export type EquipmentCompareQuery = z.infer<typeof EquipmentCompareQuery>;

const num = z.number().nullable();

export const TempSensorKpis = z.object({
  sensorTitle: z.string(),
  /** Mean of the sensor's hourly averages (°C). */
  averageTemperature: num,
  /** Population standard deviation of those hourly averages (°C). */
  temperatureDeviation: num,
  /** Valid hours inside the range ÷ (valid hours − hours excused by a defrost cycle), percent. */
  compliancePercentage: num,
  validHours: z.number().int(),
  defrostCycleCount: z.number().int(),
});

export const AccessSensorKpis = z.object({
  sensorTitle: z.string(),
  /** Minutes the door was open (from its change readings; see `coveredFrom`). */
  totalDurationOpenMins: num,
  /** Openings (changes from closed to open). */
  totalNumberAccess: z.number().int().nullable(),
  /** The instant from which raw readings (the only ones holding every change) covered the period. */
  coveredFrom: z.string().nullable(),
});

export const EquipmentPerformanceRow = z.object({
  equipmentId: z.number().int(),
  siteId: z.number().int(),
  siteName: z.string(),
  equipmentTypeId: z.number().int(),
  equipmentTypeTitle: z.string(),
  equipmentGroupId: z.number().int(),
  siteGroups: z.array(z.object({ id: z.number().int(), title: z.string() })),
  defaultKpis: z.object({
    equipmentTitle: z.string(),
    vendor: z.string().nullable(),
    model: z.string().nullable(),
    /** kWh of the equipment's sub-meters over the local days; null without a sub-meter reading. */
    totalConsumption: num,
  }),
  equipmentTypeKpis: z.object({
    /** Mean over its temperature sensors of the defrost cycles detected in their traces. */
    defrostCycleCount: num,
    /** kWh per cooling degree-day (base 18 °C) of the site's weather over the period. */
    kwhPerDegreeCooling: num,
  }),
  byTempSensor: z.record(z.string(), TempSensorKpis),
  byAccessSensor: z.record(z.string(), AccessSensorKpis),
  /** Per-equipment means across the sensors that have the field (spec 3 §3). */
  averageTemperature: num,
  temperatureDeviation: num,
  compliancePercentage: num,
  totalDurationOpenMins: num,
  totalNumberAccess: num,
});
export type EquipmentPerformanceRow = z.infer<typeof EquipmentPerformanceRow>;

export const EquipmentCompareData = z.object({
  equipmentGroupId: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** Degree-day base of kwhPerDegreeCooling (°C). */
  coolingBaseC: z.number(),
  rows: z.array(EquipmentPerformanceRow),
});
export type EquipmentCompareData = z.infer<typeof EquipmentCompareData>;

export const EquipmentCompareReport = EquipmentCompareData.extend({ report_date: z.string() });
export type EquipmentCompareReport = z.infer<typeof EquipmentCompareReport>;
