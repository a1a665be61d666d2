import { Button, Paper, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Site, SiteFeatures } from '@sw/contracts';
import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { useSite } from '../../features/sites/api/get-site';
import { useSiteFeatures } from '../../features/sites/api/get-site-features';
import { SiteHeader } from '../../features/sites/components/site-header';
import { SiteNav } from '../../features/sites/components/site-nav';
import { isApiError } from '../../lib/api-error';
import { PageZoneProvider } from '../../lib/time-zone';
import { useLiveSite } from './live-queries';

/** The site id of the URL; anything but a positive integer is no site. */
export function useSiteIdParam(): number | null {
  const { siteId } = useParams({ strict: false }) as { siteId?: string };
  return siteId && /^[1-9]\d{0,9}$/.test(siteId) ? Number(siteId) : null;
}

/**
 * The frame of /sites/{id}, /dashboard and /insights: loads the site and its features (D-054), shows
 * its header and page tabs, and the not-found and failure states; the page fills the rest.
 */
export function SiteShell({
  page,
  children,
}: {
  page: string;
  children: (site: Site, features: SiteFeatures | undefined) => ReactNode;
}) {
  const siteId = useSiteIdParam();
  const site = useSite(siteId);
  const features = useSiteFeatures(siteId);
  useLiveSite(siteId);
  useDocumentTitle(`${site.data ? `${site.data.title} · ` : ''}${page} · ${PRODUCT_NAME}`);

  // Another organisation's site answers 404 like a missing one: both read "not found".
  if (siteId === null || (site.isError && isApiError(site.error, 404))) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center">
          <EmptyState
            title="Site not found"
            subtitle="It may have been removed, or it is not one of your sites."
          />
          <Button component={Link} to="/sites" variant="light">
            All sites
          </Button>
        </Stack>
      </Paper>
    );
  }
  if (site.isError) return <ErrorState message={site.error.message} onRetry={() => void site.refetch()} />;
  if (!site.data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={150} radius="md" />
        <Skeleton h={36} radius="md" />
        <Skeleton h={240} radius="md" />
      </Stack>
    );
  }
  const components = new Set(features.data?.SITE_COMPONENT ?? []);
  // A site's pages read and show times on the site's clock (lib/time-zone).
  return (
    <PageZoneProvider zone={site.data.timeZone}>
      <Stack gap="md">
        <SiteHeader site={site.data} showWeather={components.has('WEATHER')} />
        <SiteNav siteId={site.data.id} features={features.data} />
        {children(site.data, features.data)}
      </Stack>
    </PageZoneProvider>
  );
}
