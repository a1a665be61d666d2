import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { BlurredTile } from '../../components/tiles/blurred-tile';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { useEquipmentGroups } from '../../features/catalogue/api/get-equipment-groups';
import { useEquipmentTypes } from '../../features/catalogue/api/get-equipment-types';
import { ComplianceTile } from '../../features/compliance-tile/components/compliance-tile';
import {
  useEnergyPros,
  useEquipmentTypeEnergy,
  useSiteEnergyCompare,
} from '../../features/energy/api/get-energy-reports';
import { EquipmentTypeTile } from '../../features/energy/components/equipment-type-tile';
import { TopSitesTile } from '../../features/energy/components/top-sites-tile';
import { energyTilePeriod } from '../../features/energy/utils/energy-period';
import type { DashboardSearch } from '../../features/energy/utils/energy-search';
import { energyApplicable } from '../../features/energy/utils/tile-state';
import { EquipmentTypeFilter } from '../../features/equipment-type-filter/components/equipment-type-filter';
import { NohTile } from '../../features/noh/components/noh-tile';
import { useOrganizationFeatures } from '../../features/organization/api/get-organization-features';
import { currentOrganizationId } from '../../lib/current-organization';
import { useUserZone } from '../../lib/time-zone';

/**
 * /dashboard, the multisite Dashboard ('Multisite Insights'; A-089: where 'Insights' lands for
 * organisations off the Insights whitelist without the savings routing flag): the two energy tiles
 * (E-054 … E-061), the temperature compliance tile (F.1) and the NOH efficiency tile (E-050, E-051).
 */
export function DashboardPage() {
  useDocumentTitle(`Dashboard · ${PRODUCT_NAME}`);
  const orgId = currentOrganizationId();
  const timeZone = useUserZone();
  const search = useSearch({ strict: false }) as DashboardSearch;
  const navigate = useNavigate();
  // E-061 (decided): the last 30 complete days of the user's zone; fixed while the page is open.
  const period = useMemo(() => energyTilePeriod(new Date(), timeZone), [timeZone]);
  const request = orgId === null ? null : { orgId, ...period };
  const meters = useEnergyPros();
  const sites = useSiteEnergyCompare(request);
  const types = useEquipmentTypeEnergy(request);
  // E-060/E-061 (decided): no energy meter at all means no site is monitored: not applicable.
  const applicable = energyApplicable(meters);

  const features = useOrganizationFeatures();
  const complianceEnabled = features.data?.features.TEMPERATURE_REVIEW_TILE === true;
  const groups = useEquipmentGroups();
  const equipmentTypes = useEquipmentTypes();

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: '0.06em' }}>
          Dashboard
        </Text>
        <Title order={1} fz="h2">
          Multisite Insights
        </Title>
        <Text size="sm" c="dimmed">
          Energy use, temperature compliance and out-of-hours efficiency across your sites.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <TopSitesTile
          period={period}
          report={sites.data}
          applicable={applicable}
          error={sites.error}
          onRetry={() => void sites.refetch()}
        />
        <EquipmentTypeTile
          period={period}
          report={types.data}
          applicable={applicable}
          error={types.error}
          onRetry={() => void types.refetch()}
          typeId={search.type ?? null}
          onTypeChange={(type) => void navigate({ to: '.', search: { type } as never, replace: true })}
        />
        {complianceEnabled ? (
          <ComplianceTile
            orgId={orgId}
            timeZone={timeZone}
            renderFilter={(slot) => (
              <EquipmentTypeFilter
                groups={groups.data ?? []}
                types={equipmentTypes.data ?? []}
                available={slot.available.map((t) => t.id)}
                value={slot.value}
                onApply={slot.onApply}
              />
            )}
          />
        ) : (
          <BlurredTile title="Temperature Compliance Level" />
        )}
        <NohTile orgId={orgId} timeZone={timeZone} />
      </SimpleGrid>
    </Stack>
  );
}
