import { Box, SimpleGrid, Text } from '@mantine/core';
import type { Site, SiteFeatures } from '@sw/contracts';
import { BlurredTile } from '../../components/tiles/blurred-tile';
import { useSiteOnlineStatus } from '../../features/sites/api/get-site-online-status';
import { ActiveIncidentsCard } from '../../features/sites/components/cards/active-incidents-card';
import { ConnectivityCard } from '../../features/sites/components/cards/connectivity-card';
import { EnergyTodayCard } from '../../features/sites/components/cards/energy-today-card';
import { energyDataFaulty } from '../../features/sites/utils/energy-device';
import { SiteComplianceCard } from './sites-compliance-card';
import { EnergyTodayChartCard } from './sites-energy-chart';
import { SiteHvacCard } from './sites-hvac-card';
import { SiteShell } from './sites-site-shell';

type Card = SiteFeatures['SITE_CARD'][number];

/** What each card is called; cards not yet backed by data show as blurred placeholders (C-025). */
const CARD_TITLES: Record<Card, string> = {
  ACTIVE_INCIDENTS: 'Active Incidents',
  NON_OPERATING_HOUR_EFFICIENCY: 'Non-Operating Hour Efficiency',
  RECOMMENDATIONS: 'Recommendations',
  ENERGY_USAGE: 'Energy Usage',
  TEMPERATURE_COMPLIANCE: 'Temperature Compliance',
  HVAC_CONTROLS_OPERATIONS: 'HVAC Controls Operations',
  DEVICE_CONNECTIVITY: 'Device Connectivity',
};

const BACKED: ReadonlySet<Card> = new Set([
  'ACTIVE_INCIDENTS',
  'DEVICE_CONNECTIVITY',
  'ENERGY_USAGE',
  'HVAC_CONTROLS_OPERATIONS',
  'TEMPERATURE_COMPLIANCE',
]);

/** Cards with figures first, placeholders after, each group in the features' order. */
const withDataFirst = (cards: readonly Card[]) => [
  ...cards.filter((c) => BACKED.has(c)),
  ...cards.filter((c) => !BACKED.has(c)),
];

function DashboardCard({ card, site }: { card: Card; site: Site }) {
  switch (card) {
    case 'ACTIVE_INCIDENTS':
      return <ActiveIncidentsCard site={site} />;
    case 'DEVICE_CONNECTIVITY':
      return <ConnectivityCard siteId={site.id} timeZone={site.timeZone} />;
    case 'ENERGY_USAGE':
      return <EnergyUsageCard site={site} />;
    case 'HVAC_CONTROLS_OPERATIONS':
      return <SiteHvacCard siteId={site.id} />;
    case 'TEMPERATURE_COMPLIANCE':
      return <SiteComplianceCard siteId={site.id} timeZone={site.timeZone} />;
    case 'NON_OPERATING_HOUR_EFFICIENCY':
    case 'RECOMMENDATIONS':
      return <PlaceholderCard title={CARD_TITLES[card]} />;
  }
}

/** C-026/C-028: the energy card gives way to the faulty-EnergyPro placeholder while a meter is offline. */
function EnergyUsageCard({ site }: { site: Site }) {
  const status = useSiteOnlineStatus(site.id);
  if (energyDataFaulty(status.data?.energyMeters))
    return <PlaceholderCard title={CARD_TITLES.ENERGY_USAGE} faulty />;
  return <EnergyTodayCard siteId={site.id} timeZone={site.timeZone} />;
}

function PlaceholderCard({ title, faulty }: { title: string; faulty?: boolean }) {
  return (
    // The placeholder's own text is the setup (or faulty-device) message; the card's name sits over
    // the blur so the user can tell which card it stands for.
    <Box pos="relative" data-testid={faulty ? 'site-energy-faulty' : undefined}>
      <BlurredTile title={title} faulty={faulty} minHeight={180} />
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
  );
}

/** /sites/{id}/dashboard: the site's cards, in the order its features list them (D-054..D-057). */
export function SiteDashboardPage() {
  return (
    <SiteShell page="Site Dashboard">
      {(site, features) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {withDataFirst(features?.SITE_CARD ?? ['ACTIVE_INCIDENTS']).map((card) => (
              <DashboardCard key={card} card={card} site={site} />
            ))}
          </SimpleGrid>
          {features?.SITE_COMPONENT.includes('ENERGY_CHART') && <EnergyTodayChartCard site={site} />}
        </>
      )}
    </SiteShell>
  );
}
