import { SPEC_PAGE_ROUTES, sampleRouteUrl } from '@sw/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROOTS, SERVICE_NAMES } from '../lib/service-roots';
import { createAppRouter } from './router';

// Issue 9: every page route of the specs is a route of the app, and no default service root takes its path.
describe('spec page routes', () => {
  const router = createAppRouter(new QueryClient());

  it('each has its own route in the app (none falls through to the unknown-path redirect)', () => {
    const falls = (url: string) => {
      const leaf = router.matchRoutes(url, {}).at(-1);
      return !leaf || leaf.routeId === '/signed-in/$' || leaf.routeId === '__root__';
    };
    expect(falls('/no-such-page')).toBe(true);
    expect(SPEC_PAGE_ROUTES.filter((route) => falls(sampleRouteUrl(route)))).toEqual([]);
  });

  it('no default service root starts where a page does', () => {
    const pages = new Set(SPEC_PAGE_ROUTES.map((r) => r.split('/')[1]).filter(Boolean));
    const clashes = SERVICE_NAMES.filter((name) => pages.has(DEFAULT_ROOTS[name].split('/')[1] ?? ''));
    expect(clashes).toEqual([]);
  });
});
