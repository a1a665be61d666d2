import { notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { filterChange } from '../lib/analytics/filters';
import { trackFilterApplied, trackPageView } from '../lib/analytics/track';
import { setUnauthorizedHandler } from '../lib/api-client';
import { rememberAppMode } from '../lib/app-mode';
import { loginSearch } from '../lib/login-redirect';
import { createQueryClient } from '../lib/query-client';
import { hasToken } from '../lib/session';
import { consumeStartupToken } from '../lib/startup-token';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

// Before the router reads the URL: a token in the hash signs in and leaves the address bar (spec 1 §4),
// and ?app=simplycheck is remembered for the tab.
consumeStartupToken();
rememberAppMode(window.location.search);

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// A rejected token (expired, revoked, password changed elsewhere) ends the session: back to sign-in,
// returning here afterwards, and nothing of the previous user left in the cache.
setUnauthorizedHandler(() => {
  notifications.show({
    id: 'unauthorized',
    color: 'red',
    title: 'Unauthorized',
    message: 'Your session has ended. Please sign in again.',
    // It explains why the sign-in page is showing: it stays until the user is signed in again.
    autoClose: false,
  });
  const search = loginSearch(router.state.location.href);
  void router.navigate({ to: '/login', search, replace: true }).then(() => queryClient.clear());
});

// Spec 1 §7 product analytics (signed-in only; track() checks): a page view per resolved page, and
// 'Filter Applied' when a navigation within a page changes its URL filters. Pages keep their filters in
// the URL, so every filter the user sets, removes or goes back to (Back and Forward too) passes here;
// the first load of a page is a page view, not a filter change.
router.subscribe('onResolved', ({ toLocation, fromLocation }) => {
  // Signed in again (leaving sign-in with a token): the session-ended notice has done its work. The
  // token matters: a load begun before the refusal can still resolve after /login, while signed out.
  if (fromLocation?.pathname === '/login' && toLocation.pathname !== '/login' && hasToken())
    notifications.hide('unauthorized');
  if (fromLocation?.pathname !== toLocation.pathname) {
    trackPageView(toLocation.pathname);
    return;
  }
  const change = filterChange(fromLocation.search, toLocation.search);
  if (change) trackFilterApplied(change.filters, { path: toLocation.pathname, changed: change.changed });
});

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
