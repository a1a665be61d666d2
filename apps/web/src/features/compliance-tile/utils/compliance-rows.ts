import { TZDate } from '@date-fns/tz';
import { formatPercent, safeTimeZone, truncate } from '@sw/domain';
import { format, subDays } from 'date-fns';

// The compliance tile's table and period (F-004 … F-008, F-015).

/** F-004/F-005: the tile lists this many least compliant sites. */
export const LEAST_COMPLIANT_LIMIT = 5;
/** F-006: site titles are shortened to 30 characters. */
export const COMPLIANCE_TITLE_MAX = 30;
/** F-015 (decision): the tile covers the last 7 days, today included (the default incident period). */
export const COMPLIANCE_PERIOD_DAYS = 7;

export interface ComplianceEntryLike {
  siteId: number;
  site_title: string;
  within_compliance: number | null;
}

export interface ComplianceRow {
  rank: number;
  siteId: number;
  /** Shortened title shown in the cell. */
  title: string;
  /** The full title, for a tooltip and screen readers when shortened. */
  fullTitle: string;
  /** 'Compliance Pct.': one decimal and a percent sign (F-007). */
  percent: string;
  /** F-008. */
  href: string;
}

/**
 * F-005: the sites with the lowest within_compliance, lowest first, at most 5. Sites without a figure
 * are left out (no reading is not the same as 0 % compliant); ties are broken by title then id so the
 * order never depends on the server's.
 */
export function leastCompliantRows(
  entries: readonly ComplianceEntryLike[],
  limit = LEAST_COMPLIANT_LIMIT,
): ComplianceRow[] {
  return entries
    .filter((e): e is ComplianceEntryLike & { within_compliance: number } =>
      Number.isFinite(e.within_compliance),
    )
    .sort(
      (a, b) =>
        a.within_compliance - b.within_compliance ||
        a.site_title.localeCompare(b.site_title) ||
        a.siteId - b.siteId,
    )
    .slice(0, limit)
    .map((e, i) => ({
      rank: i + 1,
      siteId: e.siteId,
      title: truncate(e.site_title, COMPLIANCE_TITLE_MAX),
      fullTitle: e.site_title,
      percent: formatPercent(e.within_compliance, 1),
      href: `/sites/${e.siteId}/analytics/temperature-compliance`,
    }));
}

/**
 * The tile's period as inclusive calendar days: the last `days`, today included, today being the
 * user's (the server reads each day in each site's own zone).
 */
export function compliancePeriod(
  now: Date,
  timeZone: string,
  days = COMPLIANCE_PERIOD_DAYS,
): { from: string; to: string } {
  const today = new TZDate(now.getTime(), safeTimeZone(timeZone));
  return { from: format(subDays(today, days - 1), 'yyyy-MM-dd'), to: format(today, 'yyyy-MM-dd') };
}

/** The ring's value: 0–100, or null when there is nothing to show. */
export function gaugeValue(overall: number | null | undefined): number | null {
  if (overall === null || overall === undefined || !Number.isFinite(overall)) return null;
  return Math.min(100, Math.max(0, overall));
}
