import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { singleSiteId } from '@sw/domain';
import { Navigate } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { SmallMap } from '../../features/map/components/small-map';
import { useSites } from '../../features/sites/api/get-sites';
import { SiteMapPopup } from '../../features/sites/components/site-map-popup';
import { SitesTable } from '../../features/sites/components/sites-table';
import { useLiveSites } from './live-queries';
import { SitesTabs } from './sites-tabs';

/** /sites and /list: the sites list, with the small map above it on larger screens (D-017). */
export function SitesPage() {
  useDocumentTitle(`Sites · ${PRODUCT_NAME}`);
  const { data } = useSites();
  useLiveSites();
  // On a phone the map is its own tab (D-014); a second, small map would only crowd the list.
  const mobile = useMediaQuery('(max-width: 48em)');
  // D-035: a single-site user has nothing to choose here; the list opens their site's page.
  const only = singleSiteId(data);
  if (only !== null) return <Navigate to="/sites/$siteId" params={{ siteId: String(only) }} replace />;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          Sites
        </Title>
        <Text size="sm" c="dimmed">
          {/* A non-breaking space holds the line while loading, so the table does not jump. */}
          {data ? `${data.length} ${data.length === 1 ? 'site' : 'sites'} in your organisation` : '\u00a0'}
        </Text>
      </Stack>
      <SitesTabs />
      {mobile === false && data && data.length > 0 && (
        <SmallMap
          sites={data}
          renderPopup={(site) => <SiteMapPopup site={site} />}
          title="Sites on the map"
        />
      )}
      <Paper
        withBorder={!mobile}
        radius="md"
        shadow={mobile ? undefined : 'xs'}
        bg={mobile ? 'transparent' : undefined}
      >
        <SitesTable />
      </Paper>
    </Stack>
  );
}
