import { compact, searchEnum, searchInt, searchIntList, searchString } from '../../../lib/search-params';
import { EQUIPMENT_SORT_KEYS, SITE_SORT_KEYS } from './sort-keys';

// URL filters of the energy pages (typed search params): every choice a user makes is in the URL.

type Raw = Record<string, unknown>;
const DIRS = ['asc', 'desc'] as const;

/** /dashboard: the equipment type of the energy-by-type tile. */
export const dashboardSearch = (s: Raw) => compact({ type: searchInt(s.type) });
export type DashboardSearch = ReturnType<typeof dashboardSearch>;

/** /org-sites-energy-consumption: period days, sites (repeated), search text, sort column and direction. */
export const orgSitesEnergySearch = (s: Raw) =>
  compact({
    from: searchString(s.from),
    to: searchString(s.to),
    sites: searchIntList(s.sites),
    q: searchString(s.q),
    sort: searchEnum(s.sort, SITE_SORT_KEYS),
    dir: searchEnum(s.dir, DIRS),
  });
export type OrgSitesEnergySearch = ReturnType<typeof orgSitesEnergySearch>;

/**
 * /equipment-energy-consumption and /analytics/equipment-energy-consumption: the site (siteId, the
 * site-scoped pages' key, A-083; none = every site), period days, equipment group and type, search
 * text, sort and the page of the equipment list.
 */
export const equipmentEnergySearch = (s: Raw) =>
  compact({
    siteId: searchInt(s.siteId),
    from: searchString(s.from),
    to: searchString(s.to),
    group: searchInt(s.group),
    type: searchInt(s.type),
    q: searchString(s.q),
    sort: searchEnum(s.sort, EQUIPMENT_SORT_KEYS),
    dir: searchEnum(s.dir, DIRS),
    page: searchInt(s.page),
  });
export type EquipmentEnergySearch = ReturnType<typeof equipmentEnergySearch>;
