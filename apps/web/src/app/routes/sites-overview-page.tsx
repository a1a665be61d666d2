import { SimpleGrid, Stack } from '@mantine/core';
import { SmallMap } from '../../features/map/components/small-map';
import { ActiveIncidentsCard } from '../../features/sites/components/cards/active-incidents-card';
import { ConnectivityCard } from '../../features/sites/components/cards/connectivity-card';
import { EnergyTodayCard } from '../../features/sites/components/cards/energy-today-card';
import { SpacesCard } from '../../features/sites/components/cards/spaces-card';
import { SiteMapPopup } from '../../features/sites/components/site-map-popup';
import { SiteShell } from './sites-site-shell';

/** /sites/{id}: the site at a glance: incidents, devices, energy today, where it is, its spaces. */
export function SiteOverviewPage() {
  return (
    <SiteShell page="Site">
      {(site, features) => {
        const nav = new Set(features?.SITE_NAV ?? []);
        return (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              <ActiveIncidentsCard site={site} />
              <ConnectivityCard siteId={site.id} />
              <EnergyTodayCard siteId={site.id} timeZone={site.timeZone} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              {/* D-017: the small map also shows where this site is. */}
              <SmallMap sites={[site]} renderPopup={(s) => <SiteMapPopup site={s} />} title="Location" />
              {nav.has('SPACES') && <SpacesCard siteId={site.id} />}
            </SimpleGrid>
          </Stack>
        );
      }}
    </SiteShell>
  );
}
