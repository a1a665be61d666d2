import { Box, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { ReportProgress } from '../../components/ui/report-progress';
import { useSummaryReport } from '../../features/annual/api/use-annual-report';
import {
  CompletenessTile,
  OrgMonthlyTile,
  SummaryFigures,
  TopEuiTile,
} from '../../features/annual/components/summary-tiles';
import { monthLabel } from '../../features/annual/utils/annual-rows';
import { type AnnualSearch, reportPeriod, yearOptions } from '../../features/annual/utils/annual-search';
import { currentOrganizationId } from '../../lib/current-organization';
import { useUserZone } from '../../lib/time-zone';

/**
 * /summary (A-073, A-084 decided; E-001): the organisation's energy, EUI and CO2 of the year at a
 * glance, from one report (org_energy_pdf: the three together), each figure linking to its annual
 * page; the month-by-month energy, the sites furthest above the EUI target and how complete the
 * year's data is.
 */
export function SummaryPage() {
  useDocumentTitle(`Summary · ${PRODUCT_NAME}`);
  const search = useSearch({ strict: false }) as Pick<AnnualSearch, 'year'>;
  const navigate = useNavigate();
  const zone = useUserZone();
  const [now] = useState(() => new Date());
  const period = reportPeriod({ year: search.year }, now, zone);
  const orgId = currentOrganizationId();
  const report = useSummaryReport(orgId === null ? null : { orgId, date: period.date });
  const data = report.data;
  const busy = report.phase === 'starting' || report.phase === 'running';
  const periodText = data
    ? `${monthLabel(`${data.repo_year}-01`).slice(0, 3)} – ${monthLabel(data.repo_month)}`
    : '';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            Summary
          </Title>
          <Text size="sm" c="dimmed">
            Your organisation’s energy, energy use intensity and CO2 emissions in {period.year}.
          </Text>
        </Stack>
        <Select
          label="Year"
          data={yearOptions(now, zone).map((y) => ({ value: String(y), label: String(y) }))}
          value={String(period.year)}
          onChange={(v) => v && void navigate({ to: '.', search: { year: Number(v) } as never })}
          allowDeselect={false}
          w={110}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Box aria-busy={busy} data-testid="summary-report">
        <ReportProgress report={report} what="summary report" />
        {data && (
          <Stack gap="md">
            <SummaryFigures report={data} period={periodText} />
            <OrgMonthlyTile report={data} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <TopEuiTile report={data} />
              <CompletenessTile report={data} />
            </SimpleGrid>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
