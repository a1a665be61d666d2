import { EQUIPMENT_GROUPINGS } from '@sw/domain';
import { compact, searchEnum, searchIntList, searchString } from '../../../lib/search-params';

/**
 * /equipment's choices in the URL (spec 2 §2: filters live in the URL): search text, sites and
 * equipment types (repeated keys), grouping, and `status=all` to show equipment no sensor monitors
 * (the status filter is on by default, F-088).
 */
export const equipmentListSearch = (s: Record<string, unknown>) =>
  compact({
    q: searchString(s.q),
    sites: searchIntList(s.sites),
    types: searchIntList(s.types),
    groupBy: searchEnum(s.groupBy, EQUIPMENT_GROUPINGS),
    status: searchEnum(s.status, ['all'] as const),
  });
export type EquipmentListSearch = ReturnType<typeof equipmentListSearch>;
