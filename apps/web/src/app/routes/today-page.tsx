import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Incident } from '@sw/contracts';
import { useMemo, useState } from 'react';
import { BlurredTile } from '../../components/tiles/blurred-tile';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { useEquipmentGroups } from '../../features/catalogue/api/get-equipment-groups';
import { useEquipmentTypes } from '../../features/catalogue/api/get-equipment-types';
import { ComplianceTile } from '../../features/compliance-tile/components/compliance-tile';
import { EquipmentTypeFilter } from '../../features/equipment-type-filter/components/equipment-type-filter';
import { useIncidents } from '../../features/incidents/api/get-incidents';
import { DismissDialog } from '../../features/incidents/components/dismiss-dialog';
import { useOrganizationFeatures } from '../../features/organization/api/get-organization-features';
import { useActiveIncidentTitles } from '../../features/today/api/get-active-incident-titles';
import { ActiveIncidentsTile } from '../../features/today/components/active-incidents-tile';
import { HvacTile } from '../../features/today/components/hvac-tile';
import { SitesWithActiveIncidentsTile } from '../../features/today/components/sites-with-active-incidents-tile';
import { TodayTabs } from '../../features/today/components/today-tabs';
import { currentOrganizationId } from '../../lib/current-organization';
import { useUserZone } from '../../lib/time-zone';
import { useDayRange } from '../../lib/use-day-range';
import { useLiveHvacs } from './live-queries';

/** The oldest start among the incidents: titles are read from that instant on. */
function oldestStart(incidents: readonly Incident[] | undefined): string | null {
  if (!incidents || incidents.length === 0) return null;
  let min = Number.POSITIVE_INFINITY;
  for (const i of incidents) min = Math.min(min, Date.parse(i.createdAt));
  return Number.isFinite(min) ? new Date(min).toISOString() : null;
}

/**
 * /today (C-004): the tab bar and four tiles. Today's range (start of the day to now) is renewed every
 * 15 minutes (spec 2 §4 Refresh), so the tiles keyed on it refetch. C-005 (decision): position 2 is
 * the temperature compliance tile for organisations the temperature review gate lets through (F-017),
 * else a blurred placeholder.
 */
export function TodayPage() {
  useDocumentTitle(`Today · ${PRODUCT_NAME}`);
  const orgId = currentOrganizationId();
  useLiveHvacs(orgId);
  const timeZone = useUserZone();
  const range = useDayRange(timeZone);
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const features = useOrganizationFeatures();
  const incidents = useIncidents({ from, to, incidentStatus: 'active' });
  const titles = useActiveIncidentTitles(oldestStart(incidents.data));
  const groups = useEquipmentGroups();
  const types = useEquipmentTypes();
  const [dismissing, setDismissing] = useState<{ incident: Incident; subject: string | null } | null>(null);
  const complianceEnabled = features.data?.features.TEMPERATURE_REVIEW_TILE === true;
  const catalogue = useMemo(
    () => ({ groups: groups.data ?? [], types: types.data ?? [] }),
    [groups.data, types.data],
  );

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          Today
        </Title>
        <Text size="sm" c="dimmed">
          What needs attention across your sites right now.
        </Text>
      </Stack>
      <TodayTabs />
      {/* Side by side only where both tables fit without scrolling (wide screens). */}
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
        <SitesWithActiveIncidentsTile from={from} to={to} />
        {complianceEnabled ? (
          <ComplianceTile
            orgId={orgId}
            timeZone={timeZone}
            renderFilter={(slot) => (
              <EquipmentTypeFilter
                groups={catalogue.groups}
                types={catalogue.types}
                available={slot.available.map((t) => t.id)}
                value={slot.value}
                onApply={slot.onApply}
              />
            )}
          />
        ) : (
          <BlurredTile title="Temperature Compliance Level" />
        )}
      </SimpleGrid>
      <ActiveIncidentsTile
        incidents={incidents.data}
        error={incidents.error}
        onRetry={() => void incidents.refetch()}
        titles={titles.data}
        onDismiss={(incident, subject) => setDismissing({ incident, subject })}
      />
      <HvacTile orgId={orgId} />
      <DismissDialog
        incident={dismissing?.incident ?? null}
        subject={dismissing?.subject ?? undefined}
        onClose={() => setDismissing(null)}
      />
    </Stack>
  );
}
