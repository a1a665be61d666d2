import { Anchor, Box, Flex, Group, Stack, Text } from '@mantine/core';
import { formatMonthDay } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo, useState } from 'react';
import { ChartLoading } from '../../../components/tiles/chart-loading';
import { TileCard } from '../../../components/tiles/tile-card';
import { ErrorState } from '../../../components/ui/error-state';
import { trackFilterApplied } from '../../../lib/analytics/track';
import { useOrgCompliance } from '../api/get-org-compliance';
import { compliancePeriod, gaugeValue, leastCompliantRows } from '../utils/compliance-rows';
import { ComplianceGauge } from './compliance-gauge';
import { ComplianceHelp } from './compliance-help';
import { ComplianceTable } from './compliance-table';

export const NO_COMPLIANCE_DATA = 'There is no data available in the time period selected';

export interface ComplianceFilterSlot {
  /** Equipment types the organisation has compliance ranges for. */
  available: readonly { id: number; title: string }[];
  value: readonly number[];
  onApply: (ids: number[]) => void;
}

/**
 * F-001…F-015: 'Temperature Compliance Level' for the organisation over the last 7 days. The equipment
 * type filter is drawn by the page (`renderFilter`), which owns the equipment catalogue.
 */
export function ComplianceTile({
  orgId,
  timeZone,
  renderFilter,
}: {
  orgId: number | null;
  /** The user's time zone: whose "today" ends the period. */
  timeZone: string;
  renderFilter?: (slot: ComplianceFilterSlot) => ReactNode;
}) {
  const [equipmentTypeIds, setEquipmentTypeIds] = useState<number[]>([]);
  // The period is fixed for the life of the tile; a remount (navigation) moves it on.
  const period = useMemo(() => compliancePeriod(new Date(), timeZone), [timeZone]);
  const report = useOrgCompliance(orgId === null ? null : { orgId, ...period, equipmentTypeIds });
  const rows = useMemo(() => leastCompliantRows(report.data?.sites ?? []), [report.data]);
  const overall = gaugeValue(report.data?.within_compliance);

  return (
    <TileCard
      eyebrow="Multisite Insights"
      title="Temperature Compliance Level"
      subtitle={`Last 7 days · ${formatMonthDay(`${period.from}T12:00:00`)} – ${formatMonthDay(`${period.to}T12:00:00`)}`}
      testId="compliance-tile"
      actions={
        <Group gap={4} wrap="nowrap">
          {renderFilter?.({
            available: report.data?.availableEquipmentTypes ?? [],
            value: equipmentTypeIds,
            onApply: (ids) => {
              setEquipmentTypeIds(ids);
              // The tile's filter is not in the URL, so the page-level 'Filter Applied' does not see it.
              trackFilterApplied(
                { equipmentTypes: ids.map(String) },
                { path: window.location.pathname, changed: ['equipmentTypes'] },
              );
            },
          })}
          <ComplianceHelp />
          <Anchor
            component={Link}
            to="/org-temp-compliance"
            // The organisation page opens on the tile's equipment types.
            search={(equipmentTypeIds.length ? { equipmentTypeIds } : {}) as never}
            size="sm"
            fw={600}
          >
            See All
          </Anchor>
        </Group>
      }
    >
      {report.isPending ? (
        <ChartLoading height={200} />
      ) : report.isError ? (
        <ErrorState message={report.error.message} onRetry={() => void report.refetch()} />
      ) : overall === null || rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" role="status">
          {NO_COMPLIANCE_DATA}
        </Text>
      ) : (
        <Flex
          direction={{ base: 'column', xs: 'row' }}
          gap="md"
          align={{ base: 'stretch', xs: 'center' }}
          style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}
        >
          <Stack gap={0} align="center" w={{ base: '100%', xs: 200 }} style={{ flexShrink: 0 }}>
            <ComplianceGauge value={overall} />
            <Text size="sm" fw={600} ta="center">
              Overall Temperature Compliance
            </Text>
          </Stack>
          <Box style={{ flex: 1, minWidth: 0 }}>
            <ComplianceTable rows={rows} />
          </Box>
        </Flex>
      )}
    </TileCard>
  );
}
