import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import type { Site } from '@sw/contracts';
import { SITE_STATUS_COLOURS, truncate } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { SiteImage } from './site-image';
import { SITE_STATUS_LABEL } from './site-status-badge';

/** Spec 2 §9: the popup title shows at most 34 characters (D-024). */
export const POPUP_TITLE_MAX = 34;

export type PopupSite = Pick<
  Site,
  'id' | 'title' | 'address' | 'images' | 'status' | 'numberActiveIncidents'
>;

/** The map marker popup (D-021..D-027): image, status colour, title, address, incidents, insights. */
export function SiteMapPopup({ site }: { site: PopupSite }) {
  const incidents = site.numberActiveIncidents;
  return (
    <Stack gap={6} data-testid="site-popup">
      <SiteImage images={site.images} title={site.title} size="small" />
      <Group gap={6} wrap="nowrap" align="center">
        <Box
          w={12}
          h={12}
          style={{ borderRadius: '50%', flex: 'none', background: SITE_STATUS_COLOURS[site.status] }}
          role="img"
          aria-label={`Status: ${SITE_STATUS_LABEL[site.status]}`}
          title={SITE_STATUS_LABEL[site.status]}
        />
        <Text fw={700} size="sm" title={site.title} lineClamp={1}>
          {truncate(site.title, POPUP_TITLE_MAX)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {site.address || '-'}
      </Text>
      <Anchor
        component={Link}
        to={`/sites/${site.id}/incidents`}
        size="sm"
        // Explicit colours: inside a Leaflet popup its own link colour would win over Mantine's.
        c={incidents > 0 ? 'red.8' : 'blue.8'}
        fw={incidents > 0 ? 600 : undefined}
      >
        {incidents} {incidents === 1 ? 'Active Incident' : 'Active Incidents'}
      </Anchor>
      <Button component={Link} to={`/sites/${site.id}/insights`} size="xs" fullWidth>
        Site Insights
      </Button>
    </Stack>
  );
}
