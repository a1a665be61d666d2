import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { signedInRoute } from './signed-in';

const SitesPage = lazyRouteComponent(() => import('./sites-page'), 'SitesPage');

// Home shows the sites until the Today page exists.
export const homeRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/',
  component: SitesPage,
});

export const sitesRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'sites',
  component: SitesPage,
});
