import { Box, Text } from '@mantine/core';
import type { Site, SiteFeatures } from '@sw/contracts';
import type { ReactNode } from 'react';
import { BlurredTile } from '../../components/tiles/blurred-tile';
import { RemovableTile, type TileEdit } from '../../features/dashboard-edit/components/removable-tile';
import { useSiteOnlineStatus } from '../../features/sites/api/get-site-online-status';
import { ActiveIncidentsCard } from '../../features/sites/components/cards/active-incidents-card';
import { ConnectivityCard } from '../../features/sites/components/cards/connectivity-card';
import { EnergyTodayCard } from '../../features/sites/components/cards/energy-today-card';
import { energyDataFaulty } from '../../features/sites/utils/energy-device';
import { SiteComplianceCard } from './sites-compliance-card';
import { EnergyTodayChartCard } from './sites-energy-chart';
import { SiteHvacCard } from './sites-hvac-card';

export type Card = SiteFeatures['SITE_CARD'][number];
/** The site dashboard's tiles: its cards, and the energy chart below them. */
export type DashboardTile = Card | 'ENERGY_CHART';

/**
 * What each tile is called (its heading, and its name in edit mode's 'Removed' list); cards not yet
 * backed by data show as blurred placeholders (C-025). The energy card and the energy chart both
 * read "Energy Today" on the page; the chart's name says which is which once removed.
 */
export const TILE_TITLES: Record<DashboardTile, string> = {
  ACTIVE_INCIDENTS: 'Active Incidents',
  NON_OPERATING_HOUR_EFFICIENCY: 'Non-Operating Hour Efficiency',
  RECOMMENDATIONS: 'Recommendations',
  ENERGY_USAGE: 'Energy Today',
  TEMPERATURE_COMPLIANCE: 'Temperature Compliance',
  HVAC_CONTROLS_OPERATIONS: 'HVAC Controls Operations',
  DEVICE_CONNECTIVITY: 'Device Connectivity',
  ENERGY_CHART: 'Energy Today chart',
};

const BACKED: ReadonlySet<Card> = new Set([
  'ACTIVE_INCIDENTS',
  'DEVICE_CONNECTIVITY',
  'ENERGY_USAGE',
  'HVAC_CONTROLS_OPERATIONS',
  'TEMPERATURE_COMPLIANCE',
]);

/** Cards with figures first, placeholders after, each group in the features' order. */
export const withDataFirst = (cards: readonly Card[]) => [
  ...cards.filter((c) => BACKED.has(c)),
  ...cards.filter((c) => !BACKED.has(c)),
];

/** One tile of the site dashboard, removable in edit mode (C-027). */
export function DashboardTileView({ tile, site, edit }: { tile: DashboardTile; site: Site; edit: TileEdit }) {
  const title = TILE_TITLES[tile];
  const real = (node: ReactNode) => (
    <RemovableTile edit={edit} title={title}>
      {node}
    </RemovableTile>
  );
  switch (tile) {
    case 'ACTIVE_INCIDENTS':
      return real(<ActiveIncidentsCard site={site} />);
    case 'DEVICE_CONNECTIVITY':
      return real(<ConnectivityCard siteId={site.id} />);
    case 'ENERGY_USAGE':
      return <EnergyUsageTile site={site} edit={edit} />;
    case 'HVAC_CONTROLS_OPERATIONS':
      return real(<SiteHvacCard siteId={site.id} />);
    case 'TEMPERATURE_COMPLIANCE':
      return real(<SiteComplianceCard siteId={site.id} timeZone={site.timeZone} />);
    case 'ENERGY_CHART':
      return real(<EnergyTodayChartCard site={site} />);
    case 'NON_OPERATING_HOUR_EFFICIENCY':
    case 'RECOMMENDATIONS':
      return <PlaceholderTile title={title} edit={edit} />;
  }
}

/** C-026/C-028: the energy card gives way to the faulty-EnergyPro placeholder while a meter is offline. */
function EnergyUsageTile({ site, edit }: { site: Site; edit: TileEdit }) {
  const status = useSiteOnlineStatus(site.id);
  if (energyDataFaulty(status.data?.energyMeters))
    return <PlaceholderTile title={TILE_TITLES.ENERGY_USAGE} edit={edit} faulty />;
  return (
    <RemovableTile edit={edit} title={TILE_TITLES.ENERGY_USAGE}>
      <EnergyTodayCard siteId={site.id} timeZone={site.timeZone} />
    </RemovableTile>
  );
}

function PlaceholderTile({ title, faulty, edit }: { title: string; faulty?: boolean; edit: TileEdit }) {
  return (
    <RemovableTile edit={edit} title={title} placeholder>
      {/* The placeholder's own text is the setup (or faulty-device) message; the card's name sits
          over the blur so the user can tell which card it stands for. */}
      <Box pos="relative" data-testid={faulty ? 'site-energy-faulty' : 'site-placeholder-tile'}>
        <BlurredTile
          title={title}
          faulty={faulty}
          minHeight={180}
          editMode={edit.editing}
          onRemove={edit.onRemove}
        />
        <Text
          pos="absolute"
          top={14}
          left={16}
          right={16}
          fw={700}
          size="lg"
          truncate
          bg="var(--mantine-color-body)"
          style={{ zIndex: 1 }}
          aria-hidden
        >
          {title}
        </Text>
      </Box>
    </RemovableTile>
  );
}
