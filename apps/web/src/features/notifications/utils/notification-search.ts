import type { NotificationState } from '@sw/contracts';
import { SENTINEL_TYPES } from '@sw/contracts/constants';

type SentinelType = (typeof SENTINEL_TYPES)[number];

import { type DisplayPriority, SEVERITY_FILTER_OPTIONS } from '@sw/domain';
import { compact, searchInt, searchIntList, searchString } from '../../../lib/search-params';

// The notification list's URL filters (C-003 decision): the same key names as the Incidents tab
// (from, to, sites, sentinelTypes, severity, page, rowLimit) so that a filter set on one tab means the
// same on the next (C-002), plus `state` (the server's four values) and `siteId` for my-view.

export const NOTIFICATION_STATES = ['active', 'resolved', 'dismissed', 'undismissed'] as const;

export interface NotificationListSearch {
  /** Calendar days, yyyy-MM-dd, in the viewer's zone. */
  from?: string;
  to?: string;
  sites?: number[];
  sentinelTypes?: SentinelType[];
  state?: NotificationState;
  severity?: DisplayPriority[];
  /** /notifications/my-view: the one site shown. */
  siteId?: number;
  page: number;
  rowLimit?: number;
}

type Raw = Record<string, unknown>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: unknown) => {
  const s = searchString(v);
  return s && DAY.test(s) ? s : undefined;
};

/** Values from repeated keys or a comma list, kept only when allowed; undefined when none is. */
function enumList<T extends string>(v: unknown, allowed: readonly T[]): T[] | undefined {
  const items = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : []));
  const kept = allowed.filter((a) => items.includes(a));
  return kept.length ? kept : undefined;
}

/** Reads the URL; unknown or malformed values are dropped rather than refused (a link still opens). */
export function notificationListSearch(s: Raw): NotificationListSearch {
  const state = searchString(s.state);
  return compact({
    from: day(s.from),
    to: day(s.to),
    sites: searchIntList(s.sites),
    sentinelTypes: enumList(s.sentinelTypes, SENTINEL_TYPES),
    state: NOTIFICATION_STATES.find((x) => x === state),
    severity: enumList(s.severity, SEVERITY_FILTER_OPTIONS),
    siteId: searchInt(s.siteId),
    page: searchInt(s.page) ?? 1,
    rowLimit: searchInt(s.rowLimit),
  });
}

export type NotificationFilterPatch = Partial<Omit<NotificationListSearch, 'page' | 'rowLimit'>>;

/** A changed filter starts again at page 1 (the old page may not exist); empty lists mean "all". */
export function withNotificationFilters(
  search: NotificationListSearch,
  patch: NotificationFilterPatch,
): NotificationListSearch {
  const next: Record<string, unknown> = { ...search, ...patch, page: 1 };
  for (const [k, v] of Object.entries(next)) if (Array.isArray(v) && v.length === 0) next[k] = undefined;
  return compact(next) as unknown as NotificationListSearch;
}
