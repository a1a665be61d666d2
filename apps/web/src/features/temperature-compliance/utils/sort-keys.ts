// Sort keys of the organisation compliance table, apart from the row code: the URL's search
// validation (loaded with the router on every page) needs only these.

export const ORG_SORT_KEYS = ['compliance', 'site', 'hours', 'outOfRange', 'defrost', 'sensors'] as const;
export type OrgSortKey = (typeof ORG_SORT_KEYS)[number];
