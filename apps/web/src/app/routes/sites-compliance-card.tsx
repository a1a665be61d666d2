import { Anchor, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { formatNumber, truncate } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { TileCard } from '../../components/tiles/tile-card';
import { ErrorState } from '../../components/ui/error-state';
import { useOrgCompliance } from '../../features/compliance-tile/api/get-org-compliance';
import { compliancePeriod } from '../../features/compliance-tile/utils/compliance-rows';
import { currentOrganizationId } from '../../lib/current-organization';

/**
 * The site dashboard's 'Temperature Compliance' card: the site's share of hourly temperature averages
 * inside their ranges over the last 7 days (its own time zone), from the organisation report the
 * Today tile reads, and its least compliant sensors.
 */
export function SiteComplianceCard({ siteId, timeZone }: { siteId: number; timeZone: string }) {
  const orgId = currentOrganizationId();
  const period = useMemo(() => compliancePeriod(new Date(), timeZone), [timeZone]);
  const report = useOrgCompliance(orgId === null ? null : { orgId, ...period, equipmentTypeIds: [] });
  const site = report.data?.by_site[String(siteId)];
  const sensors = site
    ? Object.values(site.by_sensor)
        .filter((s) => s.within_compliance !== null)
        .sort((a, b) => (a.within_compliance ?? 0) - (b.within_compliance ?? 0))
        .slice(0, 3)
    : [];
  return (
    <TileCard title="Temperature Compliance" subtitle="Last 7 days, hourly averages" testId="site-compliance">
      {report.isPending ? (
        <Skeleton h={90} />
      ) : report.isError ? (
        <ErrorState message={report.error.message} onRetry={() => void report.refetch()} />
      ) : !site || site.within_compliance === null ? (
        <Text size="sm" c="dimmed">
          There is no data available in the time period selected
        </Text>
      ) : (
        <Stack gap={6}>
          <Group align="baseline" gap={6}>
            <Text fz={36} fw={700} lh={1} data-testid="site-compliance-share">
              {formatNumber(site.within_compliance, 1)}%
            </Text>
            <Text c="dimmed" size="sm">
              of {formatNumber(site.valid_points, 0)} sensor-hours in range
            </Text>
          </Group>
          <Progress value={site.within_compliance} color="teal" aria-label="Temperature compliance" />
          {sensors.map((s) => (
            <Group key={s.sensor_id} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" title={`${s.equipment_title} · ${s.min_temp}–${s.max_temp} °C`}>
                {truncate(s.equipment_title, 30)}
              </Text>
              <Text size="sm" fw={600}>
                {formatNumber(s.within_compliance ?? 0, 1)}%
              </Text>
            </Group>
          ))}
          <Anchor
            component={Link}
            to={`/sites/${siteId}/analytics/temperature-compliance`}
            size="sm"
            fw={600}
          >
            Hourly details and excursions
          </Anchor>
        </Stack>
      )}
    </TileCard>
  );
}
