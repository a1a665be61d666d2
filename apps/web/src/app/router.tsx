import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { PageLoader } from '../components/ui/page-loader';
import { parseSearch, stringifySearch } from '../lib/search-params';
import { accountRoutes } from './routes/account';
import { loginRoute } from './routes/login';
import { equipmentRoutes, insightRoutes, siteScopedRoutes } from './routes/pages/insights-equipment';
import { reportRoutes } from './routes/pages/reports';
import { setupRoutes } from './routes/pages/setup';
import { sitePageRoutes, todayNotificationRoutes } from './routes/pages/today-notifications';
import { publicRoutes } from './routes/public';
import { rootRoute } from './routes/root';
import { signedInRoute } from './routes/signed-in';
import { listRoute, sitesRoute } from './routes/sites';
import { unknownRoute } from './routes/unknown';

const routeTree = rootRoute.addChildren([
  loginRoute,
  ...publicRoutes,
  signedInRoute.addChildren([
    ...accountRoutes,
    sitesRoute,
    listRoute,
    ...todayNotificationRoutes,
    ...sitePageRoutes,
    ...insightRoutes,
    ...equipmentRoutes,
    ...siteScopedRoutes,
    ...reportRoutes,
    ...setupRoutes,
    unknownRoute,
  ]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    parseSearch,
    stringifySearch,
    // Lazy pages usually arrive within a frame or two; show the loader only for slow networks.
    defaultPendingComponent: PageLoader,
    defaultPendingMs: 150,
    // Once shown, the loader goes as soon as the page is ready: the router's default keeps it for at
    // least 500 ms, which held a cold load of Today for 300-400 ms after its code and data were in
    // (issue 10).
    defaultPendingMinMs: 0,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
