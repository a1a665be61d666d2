import type { GatedFeature } from '@sw/contracts';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { RouterContext } from './root';
import { signedInRoute } from './signed-in';

/** What a page is called and, while it is not built, what it is for (the placeholder shows it). */
export interface PageMeta {
  title: string;
  purpose?: string;
  /** A gated feature of spec 1 §6: a denied organisation gets the 'not available' page (issue 9). */
  feature?: GatedFeature;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    page?: PageMeta;
  }
}

const PlaceholderPage = lazyRouteComponent(() => import('./placeholder-page'), 'PlaceholderPage');
const noSearch = (): Record<string, never> => ({});

/**
 * A signed-in route of the spec whose page a later issue builds: its path, its URL filters and an
 * honest "not available yet" page, so that links, bookmarks and emails already land somewhere true.
 */
export function pageRoute<const TPath extends string, TSearch extends object = Record<string, never>>(
  path: TPath,
  page: PageMeta,
  validateSearch?: (search: Record<string, unknown>) => TSearch,
  /** The built page (a lazyRouteComponent); the placeholder until then. */
  component?: ReturnType<typeof lazyRouteComponent>,
  /** Starts the page's data early (not awaited, so that it never holds the page). */
  prefetch?: (context: RouterContext) => void,
) {
  return createRoute({
    getParentRoute: () => signedInRoute,
    path,
    staticData: { page },
    validateSearch: validateSearch ?? (noSearch as unknown as (search: Record<string, unknown>) => TSearch),
    component: component ?? PlaceholderPage,
    loader: prefetch ? ({ context }) => prefetch(context) : undefined,
  });
}
