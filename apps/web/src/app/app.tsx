import { notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { trackPageView } from '../lib/analytics/track';
import { setUnauthorizedHandler } from '../lib/api-client';
import { rememberAppMode } from '../lib/app-mode';
import { loginSearch } from '../lib/login-redirect';
import { createQueryClient } from '../lib/query-client';
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
  });
  const search = loginSearch(router.state.location.href);
  void router.navigate({ to: '/login', search, replace: true }).then(() => queryClient.clear());
});

// Spec 1 §7 product analytics: a page view per resolved page (signed-in only; track() checks).
router.subscribe('onResolved', ({ toLocation, fromLocation }) => {
  if (fromLocation?.pathname !== toLocation.pathname) trackPageView(toLocation.pathname);
});

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
