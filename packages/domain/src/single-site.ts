/**
 * D-034/D-035: a user whose GET /api/v1/sites answers exactly one site is a single-site user.
 *
 * D-035 (decision): for such a user the sites list has nothing to choose from, so /sites and /list open
 * that site's page directly, and the site and site-group filters of the multi-site pages are hidden.
 * While the list is unknown (loading or failed) the user is not treated as single-site: the multi-site
 * screens stay as they are rather than jump once the list arrives.
 */
export function singleSiteId(sites: readonly { id: number }[] | null | undefined): number | null {
  return sites?.length === 1 ? sites[0]!.id : null;
}

/** The multi-site pages' site and site-group filters are offered unless the user is single-site. */
export const showSiteFilters = (sites: readonly { id: number }[] | null | undefined): boolean =>
  singleSiteId(sites) === null;
