import { type Column, inArray, type SQL, sql } from 'drizzle-orm';

/** The sites a caller may see: every site of the organisation, or the sites of their access resources. */
export type SiteScope = 'ALL' | number[];

/** Who asks: the organisation and, for a scoped user, their sites. */
export interface Scope {
  orgId: number;
  siteScope: SiteScope;
}

/** Drizzle condition: the site column lies in the caller's scope. */
export const inSiteScope = (column: Column, scope: SiteScope): SQL =>
  scope === 'ALL' ? sql`true` : scope.length ? inArray(column, scope) : sql`false`;

/**
 * The scope as one raw-SQL parameter: null for every site, else the site ids. Queries test it as
 * `($n::int[] IS NULL OR site_id = ANY($n::int[]))`.
 */
export const scopeParam = (scope: SiteScope): number[] | null => (scope === 'ALL' ? null : scope);

/** In memory: the site lies in the caller's scope. */
export const siteInScope = (scope: SiteScope, siteId: number): boolean =>
  scope === 'ALL' || scope.includes(siteId);
