import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { compact, searchString } from '../../lib/search-params';
import { rootRoute } from './root';
import { organizationSearch } from './search';

// The signed-out pages of spec 1 §2 besides /login. They stay reachable when signed in.

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forgot-password',
  component: lazyRouteComponent(() => import('./forgot-password-page'), 'ForgotPasswordPage'),
});

export const newPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'new-password',
  validateSearch: (s: Record<string, unknown>) =>
    compact({
      token: searchString(s.token),
      email: searchString(s.email),
      invitedBy: searchString(s.invitedBy),
    }),
  component: lazyRouteComponent(() => import('./new-password-page'), 'NewPasswordPage'),
});

export const userInviteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'user-invite-email',
  validateSearch: (s: Record<string, unknown>) =>
    compact({ token: searchString(s.token), invitedBy: searchString(s.invitedBy) }),
  component: lazyRouteComponent(() => import('./new-password-page'), 'UserInvitePage'),
});

export const publicLicenceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'public/license',
  component: lazyRouteComponent(() => import('./licence-page'), 'PublicLicencePage'),
});

/** The hidden Switch Org page (A-013: its path is ours to choose). */
export const switchOrgRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'switch-org',
  validateSearch: organizationSearch,
  component: lazyRouteComponent(() => import('./switch-org-page'), 'SwitchOrgPage'),
});

/** A clean installation's one-time link (issue 14): the first organisation and administrator. */
export const firstAdminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'first-admin',
  component: lazyRouteComponent(() => import('./first-admin-page'), 'FirstAdminPage'),
});

export const publicRoutes = [
  firstAdminRoute,
  forgotPasswordRoute,
  newPasswordRoute,
  userInviteRoute,
  publicLicenceRoute,
  switchOrgRoute,
];
