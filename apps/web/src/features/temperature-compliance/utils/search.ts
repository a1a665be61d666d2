import { EXCURSION_EXPLANATIONS } from '@sw/contracts/constants';
import { compact, searchEnum, searchInt, searchIntList, searchString } from '../../../lib/search-params';
import { ORG_SORT_KEYS } from './sort-keys';

// The URL filters of the compliance pages (typed search params; unknown values are dropped).

type Raw = Record<string, unknown>;
const day = (v: unknown) => {
  const s = searchString(v);
  return s && /^\d{4}-\d{2}-\d{2}$/.test(s) ? s : undefined;
};

const period = (s: Raw) => ({ from: day(s.from), to: day(s.to) });

/** /org-temp-compliance: period, equipment types, search text, sort column and direction. */
export const orgComplianceSearch = (s: Raw) =>
  compact({
    ...period(s),
    equipmentTypeIds: searchIntList(s.equipmentTypeIds),
    q: searchString(s.q),
    sort: searchEnum(s.sort, ORG_SORT_KEYS),
    dir: searchEnum(s.dir, ['asc', 'desc'] as const),
  });
export type OrgComplianceSearch = ReturnType<typeof orgComplianceSearch>;

/** /sites/{id}/analytics/temperature-compliance: period, equipment types, the sensor shown in detail. */
export const siteComplianceSearch = (s: Raw) =>
  compact({
    ...period(s),
    equipmentTypeIds: searchIntList(s.equipmentTypeIds),
    sensor: searchInt(s.sensor),
  });
export type SiteComplianceSearch = ReturnType<typeof siteComplianceSearch>;

/** /temperature-compliance and /analytics/temperature-compliance: the site (none: all), period, types. */
export const complianceAnalyticsSearch = (s: Raw) =>
  compact({ siteId: searchInt(s.siteId), ...period(s), equipmentTypeIds: searchIntList(s.equipmentTypeIds) });
export type ComplianceAnalyticsSearch = ReturnType<typeof complianceAnalyticsSearch>;

export const REVIEW_STATUSES = ['open', 'reviewed', 'all'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** /temperature-review and /tasks/temperature-review: site (none: all), period, status, explanation. */
export const temperatureReviewSearch = (s: Raw) =>
  compact({
    siteId: searchInt(s.siteId),
    ...period(s),
    status: searchEnum(s.status, REVIEW_STATUSES),
    explanation: searchEnum(s.explanation, EXCURSION_EXPLANATIONS),
  });
export type TemperatureReviewSearch = ReturnType<typeof temperatureReviewSearch>;
