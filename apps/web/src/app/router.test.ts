import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from './router';

describe('the router (issue 10)', () => {
  it('does not hold a page behind its loader once the page is ready', () => {
    // TanStack Router's default keeps a shown pending component for 500 ms.
    expect(createAppRouter(new QueryClient()).options.defaultPendingMinMs).toBe(0);
  });

  it('asks for Today’s data from its loader, and only for Today', () => {
    const router = createAppRouter(new QueryClient());
    const leaf = (url: string) =>
      (router.routesById as Record<string, { options: { loader?: unknown } }>)[
        router.matchRoutes(url, {}).at(-1)!.routeId
      ];
    expect(leaf('/today')?.options.loader).toBeTypeOf('function');
    expect(leaf('/today/active-incident-counts')?.options.loader).toBeUndefined();
  });
});
