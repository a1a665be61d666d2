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
    // H-021 (decided): no page renders under /report/ (reports are files made on the server); the
    // server still answers a full load there with the app, which sends it to Today.
    const built = SPEC_PAGE_ROUTES.filter((route) => !route.startsWith('/report/'));
    expect(built.filter((route) => falls(sampleRouteUrl(route)))).toEqual([]);
    expect(falls('/report/energy/4')).toBe(true);
  });

  it('marks the pages of each gated feature (the layout shows them as not available when denied)', () => {
    const featureOf = (url: string) =>
      router
        .matchRoutes(url, {})
        .map((m) => (m.staticData as { page?: { feature?: string } } | undefined)?.page?.feature)
        .findLast(Boolean);
    expect(featureOf('/summary')).toBe('INSIGHTS');
    expect(featureOf('/summary/annual-co2-emission')).toBe('INSIGHTS');
    expect(featureOf('/equipment')).toBe('EQUIPMENT');
    expect(featureOf('/equipment/1/sensors')).toBe('EQUIPMENT');
    expect(featureOf('/sites/1/equipment/2')).toBe('EQUIPMENT');
    expect(featureOf('/monitoring/equipment/1/overview')).toBe('EQUIPMENT');
    expect(featureOf('/org-temp-compliance')).toBe('TEMPERATURE_REVIEW_TILE');
    expect(featureOf('/sites/1/insights')).toBeUndefined();
    expect(featureOf('/today')).toBeUndefined();
  });

  it('no default service root starts where a page does', () => {
    const pages = new Set(SPEC_PAGE_ROUTES.map((r) => r.split('/')[1]).filter(Boolean));
    const clashes = SERVICE_NAMES.filter((name) => pages.has(DEFAULT_ROOTS[name].split('/')[1] ?? ''));
    expect(clashes).toEqual([]);
  });
});
