import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { currentUserQueryOptions } from '../../features/auth/api/get-current-user';
import { organizationFeaturesQueryOptions } from '../../features/organization/api/get-organization-features';
import { currentOrganizationId } from '../../lib/current-organization';
import { loginSearch } from '../../lib/login-redirect';
import { hasToken } from '../../lib/session';
import { rootRoute } from './root';

/** Every page behind sign-in hangs under this pathless route: one guard, one layout. */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: ({ location, context }) => {
    if (!hasToken()) throw redirect({ to: '/login', search: loginSearch(location.href), replace: true });
    // The frame waits for the user and the organisation's gates (spec 1 §2): ask for them now, while
    // the layout's and the page's code still download, instead of after (issue 10). Not awaited.
    void context.queryClient.prefetchQuery(currentUserQueryOptions);
    const organizationId = currentOrganizationId();
    if (organizationId !== null)
      void context.queryClient.prefetchQuery(organizationFeaturesQueryOptions(organizationId));
  },
  component: lazyRouteComponent(() => import('../layout/signed-in-layout'), 'SignedInLayout'),
});
