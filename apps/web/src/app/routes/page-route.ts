import type { GatedFeature } from '@sw/contracts';
import { createRoute, type lazyRouteComponent } from '@tanstack/react-router';
import type { RouterContext } from './root';
import { signedInRoute } from './signed-in';

/** What a page is called and what it is for. */
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

const noSearch = (): Record<string, never> => ({});

/** A signed-in page of the spec: its path, its URL filters, its page and what it starts loading early. */
export function pageRoute<const TPath extends string, TSearch extends object = Record<string, never>>(
  path: TPath,
  page: PageMeta,
  validateSearch: ((search: Record<string, unknown>) => TSearch) | undefined,
  /** The page (a lazyRouteComponent). */
  component: ReturnType<typeof lazyRouteComponent>,
  /** Starts the page's data early (not awaited, so that it never holds the page). */
  prefetch?: (context: RouterContext) => void,
) {
  return createRoute({
    getParentRoute: () => signedInRoute,
    path,
    staticData: { page },
    validateSearch: validateSearch ?? (noSearch as unknown as (search: Record<string, unknown>) => TSearch),
    component,
    loader: prefetch ? ({ context }) => prefetch(context) : undefined,
  });
}
