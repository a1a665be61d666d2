import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { signOut } from '../../features/auth/utils/sign-out';
import { organizationSearch } from './search';
import { signedInRoute } from './signed-in';

/** Home is the Today page (spec 2 §2). */
export const homeRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/today', replace: true });
  },
});

/** /logout signs out like the menu item: token and state gone, back to / with a reload (spec 1 §4). */
export const logoutRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'logout',
  beforeLoad: () => signOut(),
  component: PageLoader,
});

export const profileRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'profile',
  component: lazyRouteComponent(() => import('./profile-page'), 'ProfilePage'),
});

export const orgSwitchRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'org-switch',
  validateSearch: organizationSearch,
  component: lazyRouteComponent(() => import('./switch-org-page'), 'OrgSwitchPage'),
});

export const changePasswordRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'settings/change-password',
  component: lazyRouteComponent(() => import('./change-password-page'), 'ChangePasswordPage'),
});

export const licenceRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'license',
  component: lazyRouteComponent(() => import('./licence-page'), 'LicencePage'),
});

export const accountRoutes = [
  homeRoute,
  logoutRoute,
  profileRoute,
  orgSwitchRoute,
  changePasswordRoute,
  licenceRoute,
];
