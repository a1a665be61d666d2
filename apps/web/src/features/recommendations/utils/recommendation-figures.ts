import type { Evidence, Recommendation } from '@sw/contracts';
import { formatNumber } from '@sw/domain';

export interface RecommendationTotals {
  count: number;
  high: number;
  kwhPerYear: number;
  co2KgPerYear: number;
  sites: number;
}

/** Counts and the sum of the estimated savings (the rules make one site's savings add up). */
export function recommendationTotals(list: readonly Recommendation[]): RecommendationTotals {
  return {
    count: list.length,
    high: list.filter((r) => r.severity === 'high').length,
    kwhPerYear: list.reduce((a, r) => a + (r.estimated_saving?.kwh_per_year ?? 0), 0),
    co2KgPerYear: list.reduce((a, r) => a + (r.estimated_saving?.co2_kg_per_year ?? 0), 0),
    sites: new Set(list.map((r) => r.site_id)).size,
  };
}

/** An evidence figure: counts as whole numbers, measures with one decimal and their unit. */
export function evidenceText(e: Evidence): string {
  if (e.value === null) return '-';
  if (e.unit === '') return formatNumber(e.value, 0);
  const sep = e.unit === '%' ? '' : ' ';
  return `${formatNumber(e.value)}${sep}${e.unit}`;
}

export const SEVERITY_COLORS = { high: 'red', medium: 'orange', low: 'gray' } as const;
export const SEVERITY_LABELS = { high: 'High', medium: 'Medium', low: 'Low' } as const;
