import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { safeNextPath } from '../../lib/login-redirect';
import { hasToken } from '../../lib/session';
import { rootRoute } from './root';

export interface LoginSearch {
  /** Path and query to return to after signing in. */
  next?: string;
}

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.next === 'string' ? { next: search.next } : {},
  // Someone already signed in has nothing to do here.
  beforeLoad: ({ search }) => {
    if (hasToken()) throw redirect({ href: safeNextPath(search.next), replace: true });
  },
  component: lazyRouteComponent(() => import('./login-page'), 'LoginPage'),
});
