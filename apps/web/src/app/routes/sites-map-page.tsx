import { Box, Skeleton, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { ErrorState } from '../../components/ui/error-state';
import { MapExplorer } from '../../features/map/components/map-explorer';
import { useSites } from '../../features/sites/api/get-sites';
import { SiteMapPopup } from '../../features/sites/components/site-map-popup';
import { useLiveSites } from './live-queries';
import { SitesTabs } from './sites-tabs';

// The page fills the window below the header, title and tabs; never so small it cannot be used.
const MAP_HEIGHT = 'max(26rem, calc(100dvh - 13.5rem))';

/** /map: every site on a world map (D-001). */
export function SitesMapPage() {
  useDocumentTitle(`Map · ${PRODUCT_NAME}`);
  const sites = useSites();
  useLiveSites();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Map
      </Title>
      <SitesTabs />
      <Box
        h={MAP_HEIGHT}
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        bd="1px solid gray.3"
      >
        {sites.isError ? (
          <Box p="md">
            <ErrorState message={sites.error.message} onRetry={() => void sites.refetch()} />
          </Box>
        ) : sites.data ? (
          <MapExplorer sites={sites.data} renderPopup={(site) => <SiteMapPopup site={site} />} />
        ) : (
          <Skeleton h="100%" radius={0} aria-label="Loading the map" />
        )}
      </Box>
    </Stack>
  );
}
