import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { PageLoader } from '../components/ui/page-loader';
import { loginRoute } from './routes/login';
import { rootRoute } from './routes/root';
import { signedInRoute } from './routes/signed-in';
import { homeRoute, sitesRoute } from './routes/sites';
import { unknownRoute } from './routes/unknown';

const routeTree = rootRoute.addChildren([
  loginRoute,
  signedInRoute.addChildren([homeRoute, sitesRoute, unknownRoute]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Lazy pages usually arrive within a frame or two; show the loader only for slow networks.
    defaultPendingComponent: PageLoader,
    defaultPendingMs: 150,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
