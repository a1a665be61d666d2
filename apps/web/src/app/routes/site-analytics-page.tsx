import { SimpleGrid } from '@mantine/core';
import type { Site } from '@sw/contracts';
import { useState } from 'react';
import { useEquipmentTypeEnergy, useSiteEnergyCompare } from '../../features/energy/api/get-energy-reports';
import { EQUIPMENT_FORMULAS, SITE_FORMULAS } from '../../features/energy/utils/energy-formulas';
import { useOrgNohReport } from '../../features/noh/api/get-noh-reports';
import { NOH_HELP } from '../../features/noh/utils/noh-help';
import { HubCard } from '../../features/site-hub/components/hub-card';
import { cardState } from '../../features/site-hub/utils/card-state';
import {
  complianceFigure,
  equipmentEnergyFigure,
  NO_ENERGY_METER,
  NO_SUB_METERS,
  NO_TEMPERATURE_SENSORS,
  nohFigure,
  siteEnergyFigure,
} from '../../features/site-hub/utils/hub-figures';
import { dayRangeLabel, HUB_DAYS, lastCompleteDays } from '../../features/site-hub/utils/hub-period';
import { useSiteFeatures } from '../../features/sites/api/get-site-features';
import { useOrgComplianceReport } from '../../features/temperature-compliance/api/get-org-compliance';
import { DEFROST_NOTE, FORMULAS } from '../../features/temperature-compliance/utils/help-texts';
import { currentOrganizationId } from '../../lib/current-organization';
import { SiteScopedPage } from './site-picker';

/**
 * /analytics?siteId= (A-084 decided): the site's analytics at a glance. One card per analytics page
 * of the site with its headline figure over the last 7 complete days, read from the same report as
 * that page and linking to it on the same days.
 */
export function SiteAnalyticsPage() {
  return (
    <SiteScopedPage
      title="Analytics"
      description="The site's temperature compliance and energy, each with the page that explains it."
      what="its analytics"
    >
      {(site) => <SiteAnalyticsCards site={site} />}
    </SiteScopedPage>
  );
}

function SiteAnalyticsCards({ site }: { site: Site }) {
  const orgId = currentOrganizationId();
  // Fixed while the page is open: the figures do not move at the site's midnight under the reader.
  const [now] = useState(() => new Date());
  const period = lastCompleteDays(now, site.timeZone);
  const days = `Last ${HUB_DAYS} complete days, ${dayRangeLabel(period)}`;
  const features = useSiteFeatures(site.id);
  const nav = features.data ? new Set(features.data.SITE_NAV) : null;
  const siteIds = [site.id];
  const org = orgId === null ? null : { orgId, ...period };
  // The same requests as the linked pages make for these days (their cache serves the page at once).
  const compliance = useOrgComplianceReport(org && { ...org, equipmentTypeIds: [], siteIds, trend: true });
  const energy = useSiteEnergyCompare(org && { ...org, siteIds });
  const equipment = useEquipmentTypeEnergy(org && { ...org, siteIds });
  const noh = useOrgNohReport(org && { ...org, siteIds });
  const unmetered = energy.data?.by_site[String(site.id)]?.monitored === false;
  const pageDays = { from: period.from, to: period.to };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <HubCard
        title="Temperature compliance"
        period={days}
        formula={FORMULAS.compliance}
        explanation={DEFROST_NOTE}
        state={cardState(
          compliance,
          (r) => complianceFigure(r, site.id),
          nav && !nav.has('TEMPERATURE_COMPLIANCE') ? NO_TEMPERATURE_SENSORS : null,
        )}
        link={{
          label: 'Open Temperature Compliance',
          to: '/analytics/temperature-compliance',
          search: { siteId: site.id, ...pageDays },
        }}
        testId="hub-compliance"
      />
      <HubCard
        title="Energy consumption"
        period={days}
        formula={SITE_FORMULAS.kwh.formula}
        explanation={SITE_FORMULAS.kwh.detail}
        state={cardState(energy, (r) => siteEnergyFigure(r, site.id))}
        link={{
          label: 'Open Sites Energy Consumption',
          to: '/org-sites-energy-consumption',
          search: { sites: siteIds, ...pageDays },
        }}
        testId="hub-energy"
      />
      <HubCard
        title="Equipment energy consumption"
        period={days}
        formula={EQUIPMENT_FORMULAS.kwh.formula}
        explanation="Summed over every piece of equipment of the site with its own sub-meter; the site's main meter is not part of it."
        state={cardState(
          equipment,
          equipmentEnergyFigure,
          nav && !nav.has('EQUIPMENT_ENERGY_CONSUMPTION') ? NO_SUB_METERS : null,
        )}
        link={{
          label: 'Open Equipment Energy Consumption',
          to: '/analytics/equipment-energy-consumption',
          search: { siteId: site.id, ...pageDays },
        }}
        testId="hub-equipment-energy"
      />
      <HubCard
        title="NOH efficiency"
        period={days}
        formula={NOH_HELP.efficiency.formula}
        explanation={NOH_HELP.efficiency.text}
        state={
          unmetered
            ? { state: 'not-applicable', message: NO_ENERGY_METER }
            : noh.phase === 'failed' || noh.phase === 'timeout'
              ? { state: 'error', message: noh.error ?? 'The report took too long.', retry: noh.retry }
              : noh.data
                ? nohFigure(noh.data, site.id)
                : { state: 'loading' }
        }
        link={{
          label: 'Open NOH Efficiency Analysis',
          to: '/dashboard/noh_energy_consumption',
          search: { sites: siteIds, ...pageDays },
        }}
        testId="hub-noh"
      />
    </SimpleGrid>
  );
}
