import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { MAX_SITE_COMPLIANCE_DAYS } from '@sw/contracts/constants';
import { formatNumber, formatPercent } from '@sw/domain';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ChartLoading } from '../../components/tiles/chart-loading';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { HowCalculated } from '../../components/ui/how-calculated';
import { useEquipmentGroups } from '../../features/catalogue/api/get-equipment-groups';
import { useEquipmentTypes } from '../../features/catalogue/api/get-equipment-types';
import { EquipmentTypeFilter } from '../../features/equipment-type-filter/components/equipment-type-filter';
import { useSites } from '../../features/sites/api/get-sites';
import { useOrgComplianceReport } from '../../features/temperature-compliance/api/get-org-compliance';
import { Figure } from '../../features/temperature-compliance/components/figure';
import { PeriodPicker } from '../../features/temperature-compliance/components/period-picker';
import { SiteSelect } from '../../features/temperature-compliance/components/site-select';
import { TrendChart } from '../../features/temperature-compliance/components/trend-chart';
import { TypeTable } from '../../features/temperature-compliance/components/type-table';
import { DEFROST_NOTE, FORMULAS, HOURS_NOTE } from '../../features/temperature-compliance/utils/help-texts';
import { resolvePeriod, todayIn } from '../../features/temperature-compliance/utils/period';
import type { ComplianceAnalyticsSearch } from '../../features/temperature-compliance/utils/search';
import { trendOf } from '../../features/temperature-compliance/utils/trend';
import { currentOrganizationId } from '../../lib/current-organization';
import { useDisplayZone } from '../../lib/time-zone';
import { NO_COMPLIANCE_DATA } from './org-temp-compliance-page';

/**
 * /temperature-compliance and /analytics/temperature-compliance (F-020 decided): compliance by
 * equipment type and its daily trend, for every site or the one named by siteId.
 */
export function TempComplianceAnalyticsPage() {
  useDocumentTitle(`Temperature Compliance Analytics · ${PRODUCT_NAME}`);
  const search = useSearch({ strict: false }) as ComplianceAnalyticsSearch;
  const navigate = useNavigate();
  const orgId = currentOrganizationId();
  const sites = useSites();
  const site = sites.data?.find((s) => s.id === search.siteId);
  // One site: its days and today are its own (the page zone rule); every site: the user's.
  const { page: zone } = useDisplayZone(site?.timeZone);
  const today = todayIn(new Date(), zone);
  const period = resolvePeriod(search, today, MAX_SITE_COMPLIANCE_DAYS);
  const types = search.equipmentTypeIds ?? [];
  const report = useOrgComplianceReport(
    orgId === null
      ? null
      : {
          orgId,
          from: period.from,
          to: period.to,
          equipmentTypeIds: types,
          siteIds: search.siteId ? [search.siteId] : [],
          trend: true,
        },
  );
  const groups = useEquipmentGroups();
  const catalogue = useEquipmentTypes();
  const trend = useMemo(() => trendOf(report.data), [report.data]);
  const setSearch = (patch: Partial<ComplianceAnalyticsSearch>) =>
    void navigate({ to: '.', search: ((prev: object) => ({ ...prev, ...patch })) as never });
  const org = report.data?.by_org;
  const worst = trend.types[0];

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          Temperature Compliance Analytics
        </Title>
        <Text size="sm" c="dimmed">
          Which kind of equipment keeps its range least well, and whether it is getting better, day by day.
        </Text>
      </Stack>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SiteSelect
          sites={sites.data ?? []}
          value={search.siteId}
          onChange={(siteId) => setSearch({ siteId })}
        />
        <PeriodPicker
          period={period}
          today={today}
          maxDays={MAX_SITE_COMPLIANCE_DAYS}
          onChange={(r) => setSearch(r)}
        />
        <EquipmentTypeFilter
          groups={groups.data ?? []}
          types={catalogue.data ?? []}
          available={report.data?.availableEquipmentTypes.map((t) => t.id)}
          value={types}
          onApply={(ids) => setSearch({ equipmentTypeIds: ids.length ? ids : undefined })}
        />
      </Group>
      {report.isPending ? (
        <ChartLoading height={300} />
      ) : report.isError ? (
        <ErrorState message={report.error.message} onRetry={() => void report.refetch()} />
      ) : !org || org.valid_points === 0 ? (
        <EmptyState title="No data" subtitle={NO_COMPLIANCE_DATA} />
      ) : (
        <Stack gap="md" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            <Figure
              label={site ? `${site.title} compliance` : 'Overall compliance'}
              value={org.within_compliance === null ? 'N/A' : formatPercent(org.within_compliance, 1)}
              sub={`${formatNumber(org.compliant_points, 0)} of ${formatNumber(org.valid_points - org.defrost_points, 0)} counted hours`}
              formula={FORMULAS.compliance}
              testId="figure-compliance"
            >
              {HOURS_NOTE}
            </Figure>
            <Figure
              label="Least compliant type"
              value={worst ? formatPercent(worst.within_compliance, 1) : '-'}
              sub={worst?.title}
              formula={FORMULAS.compliance}
            >
              The equipment type with the lowest share of its sensors' counted hours in range.
            </Figure>
            <Figure
              label="Out-of-range hours"
              value={formatNumber(org.valid_points - org.compliant_points - org.defrost_points, 0)}
              formula={FORMULAS.outOfRange}
            />
            <Figure
              label="Defrost hours (excused)"
              value={formatNumber(org.defrost_points, 0)}
              formula={FORMULAS.defrost}
            >
              {DEFROST_NOTE}
            </Figure>
          </SimpleGrid>
          <Paper withBorder radius="md" p="md" component="section" aria-label="Daily compliance">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Title order={2} fz="h4">
                  Daily compliance
                </Title>
                <HowCalculated label="Daily compliance" formula={FORMULAS.trend}>
                  {HOURS_NOTE} Each site's own local day; every sensor-hour of the day pooled.
                </HowCalculated>
              </Group>
              <TrendChart
                days={trend.days}
                series={trend.series}
                label={`Daily compliance from ${period.from} to ${period.to}, all equipment and each type`}
              />
            </Stack>
          </Paper>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Title order={2} fz="h4">
                By equipment type
              </Title>
              <HowCalculated label="Compliance by equipment type" formula={FORMULAS.compliance}>
                The hours of every sensor on equipment of the type, pooled across the sites. First day → last
                day compares the first and last day of the period with hours to count.
              </HowCalculated>
            </Group>
            <TypeTable rows={trend.types} />
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
