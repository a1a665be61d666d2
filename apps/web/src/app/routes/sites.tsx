import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { signedInRoute } from './signed-in';

const SitesPage = lazyRouteComponent(() => import('./sites-page'), 'SitesPage');

// The sites list is live; /list is the same list (spec 2 §2: the tab is List on desktop).
export const sitesRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'sites',
  component: SitesPage,
});

export const listRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'list',
  component: SitesPage,
});
