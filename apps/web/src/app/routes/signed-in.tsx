import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { loginSearch } from '../../lib/login-redirect';
import { hasToken } from '../../lib/session';
import { rootRoute } from './root';

/** Every page behind sign-in hangs under this pathless route: one guard, one layout. */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: ({ location }) => {
    if (!hasToken()) throw redirect({ to: '/login', search: loginSearch(location.href), replace: true });
  },
  component: lazyRouteComponent(() => import('../layout/signed-in-layout'), 'SignedInLayout'),
});
