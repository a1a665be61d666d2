import { Anchor, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback, useDocumentTitle } from '@mantine/hooks';
import { MAX_SITE_COMPLIANCE_DAYS } from '@sw/contracts/constants';
import { formatNumber, formatPercent } from '@sw/domain';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ChartLoading } from '../../components/tiles/chart-loading';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { useEquipmentGroups } from '../../features/catalogue/api/get-equipment-groups';
import { useEquipmentTypes } from '../../features/catalogue/api/get-equipment-types';
import { EquipmentTypeFilter } from '../../features/equipment-type-filter/components/equipment-type-filter';
import { useOrgComplianceReport } from '../../features/temperature-compliance/api/get-org-compliance';
import { Figure } from '../../features/temperature-compliance/components/figure';
import { OrgComplianceTable } from '../../features/temperature-compliance/components/org-compliance-table';
import { PeriodPicker } from '../../features/temperature-compliance/components/period-picker';
import { DEFROST_NOTE, FORMULAS, HOURS_NOTE } from '../../features/temperature-compliance/utils/help-texts';
import {
  firstDirection,
  type OrgSortKey,
  orgSiteRows,
  searchRows,
  sortRows,
} from '../../features/temperature-compliance/utils/org-rows';
import { resolvePeriod, todayIn } from '../../features/temperature-compliance/utils/period';
import type { OrgComplianceSearch } from '../../features/temperature-compliance/utils/search';
import { currentOrganizationId } from '../../lib/current-organization';
import { useDisplayZone } from '../../lib/time-zone';

export const NO_COMPLIANCE_DATA = 'There is no data available in the time period selected';

/**
 * /org-temp-compliance (F-012, F-020 decided): every site's temperature compliance over a period,
 * searchable, sortable, filtered by equipment type; each site opens its own compliance page.
 * Reached by 'See All' on the Today tile (gated with it: TEMPERATURE_REVIEW_TILE).
 */
export function OrgTempCompliancePage() {
  useDocumentTitle(`Temperature Compliance · ${PRODUCT_NAME}`);
  const search = useSearch({ strict: false }) as OrgComplianceSearch;
  const navigate = useNavigate();
  const orgId = currentOrganizationId();
  const { page: zone } = useDisplayZone();
  const today = todayIn(new Date(), zone);
  const period = resolvePeriod(search, today, MAX_SITE_COMPLIANCE_DAYS);
  const types = search.equipmentTypeIds ?? [];
  const report = useOrgComplianceReport(
    orgId === null
      ? null
      : { orgId, from: period.from, to: period.to, equipmentTypeIds: types, siteIds: [], trend: false },
  );
  const groups = useEquipmentGroups();
  const catalogue = useEquipmentTypes();
  const sort: OrgSortKey = search.sort ?? 'compliance';
  const dir = search.dir ?? firstDirection(sort);
  const rows = useMemo(
    () => sortRows(searchRows(orgSiteRows(report.data), search.q), sort, dir),
    [report.data, search.q, sort, dir],
  );
  const setSearch = (patch: Partial<OrgComplianceSearch>) =>
    void navigate({ to: '.', search: ((prev: object) => ({ ...prev, ...patch })) as never });
  const [query, setQuery] = useState(search.q ?? '');
  const setQueryInUrl = useDebouncedCallback((q: string) => setSearch({ q: q.trim() || undefined }), 300);
  const org = report.data?.by_org;

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Anchor component={Link} to="/today" size="sm">
          ← Today
        </Anchor>
        <Title order={1} fz="h2">
          Temperature Compliance
        </Title>
        <Text size="sm" c="dimmed">
          How well each site kept its refrigerated equipment within range, hour by hour, in its own time zone.
        </Text>
      </Stack>

      <Group gap="sm" align="flex-end" wrap="wrap">
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
        <TextInput
          label="Search sites"
          placeholder="Site or sensor"
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setQueryInUrl(e.currentTarget.value);
          }}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>

      {report.isPending ? (
        <ChartLoading height={240} />
      ) : report.isError ? (
        <ErrorState message={report.error.message} onRetry={() => void report.refetch()} />
      ) : !org || org.valid_points === 0 ? (
        <EmptyState title="No data" subtitle={NO_COMPLIANCE_DATA} />
      ) : (
        <Stack gap="md" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }} aria-busy={report.isFetching}>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            <Figure
              label="Overall compliance"
              value={org.within_compliance === null ? 'N/A' : formatPercent(org.within_compliance, 1)}
              sub={`${formatNumber(Object.keys(report.data.by_site).length, 0)} sites`}
              formula={FORMULAS.compliance}
              testId="figure-compliance"
            >
              {HOURS_NOTE} Every site's sensor-hours are pooled, so a site with more sensors weighs more.
            </Figure>
            <Figure
              label="Hours in range"
              value={formatNumber(org.compliant_points, 0)}
              sub={`of ${formatNumber(org.valid_points, 0)} hours with readings`}
              formula={FORMULAS.inRange}
            >
              {FORMULAS.hours}.
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
          {rows.length === 0 ? (
            <EmptyState subtitle="No site matches the search" />
          ) : (
            <OrgComplianceTable
              rows={rows}
              sort={sort}
              dir={dir}
              onSort={(key) =>
                setSearch({
                  sort: key,
                  dir: key === sort ? (dir === 'asc' ? 'desc' : 'asc') : firstDirection(key),
                })
              }
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
