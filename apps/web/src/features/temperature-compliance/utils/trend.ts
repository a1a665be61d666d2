import type { ComplianceCounts, OrgComplianceReport } from '@sw/contracts';

// The compliance analytics page: each equipment type's figures and the daily trend (decided: what a
// facility manager asks of compliance across sites, "which kind of equipment is worst, and is it
// getting better").

export interface TrendSeries {
  name: string;
  overall: boolean;
  /** Daily compliance in percent, null on a day without counted hours. */
  values: (number | null)[];
}

export interface TypeRow extends ComplianceCounts {
  typeId: number;
  title: string;
  sensors: number;
  sites: number;
  outOfRange: number;
  /** First and last day with a share, to show the change over the period. */
  first: number | null;
  last: number | null;
}

const dayValues = (days: string[], byDay: Record<string, ComplianceCounts> | undefined) =>
  days.map((d) => byDay?.[d]?.within_compliance ?? null);

export function trendOf(report: OrgComplianceReport | null | undefined): {
  days: string[];
  series: TrendSeries[];
  types: TypeRow[];
} {
  if (!report?.by_day) return { days: [], series: [], types: [] };
  const days = Object.keys(report.by_day).sort();
  const types = Object.entries(report.by_equipment_type ?? {})
    .map(([id, t]) => {
      const values = dayValues(days, t.by_day).filter((v): v is number => v !== null);
      return {
        typeId: Number(id),
        title: t.title,
        valid_points: t.valid_points,
        compliant_points: t.compliant_points,
        defrost_points: t.defrost_points,
        within_compliance: t.within_compliance,
        sensors: t.sensors,
        sites: t.sites,
        outOfRange: t.valid_points - t.compliant_points - t.defrost_points,
        first: values[0] ?? null,
        last: values.at(-1) ?? null,
      };
    })
    .sort(
      (a, b) => (a.within_compliance ?? 101) - (b.within_compliance ?? 101) || a.title.localeCompare(b.title),
    );
  const series: TrendSeries[] = [
    { name: 'All equipment', overall: true, values: dayValues(days, report.by_day) },
    ...types.map((t) => ({
      name: t.title,
      overall: false,
      values: dayValues(days, report.by_equipment_type?.[String(t.typeId)]?.by_day),
    })),
  ];
  return { days, series, types };
}
