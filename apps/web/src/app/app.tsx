import { notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { loginSearch } from '../lib/login-redirect';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

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

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
