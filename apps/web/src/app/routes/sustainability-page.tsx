import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { annualReportDate, dayInZone, defaultAnnualYear } from '@sw/domain';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { SustainabilityFilterBar } from '../../features/sustainability/components/sustainability-filter-bar';
import { SustainabilityView } from '../../features/sustainability/components/sustainability-view';
import type { SustainabilitySearch } from '../../features/sustainability/utils/sustainability-search';
import { currentOrganizationId } from '../../lib/current-organization';
import { useUserZone } from '../../lib/time-zone';

/** /sustainability (E-066, decided): CO2 by site and month this year, against last year, and the grid factors. */
export function SustainabilityPage() {
  useDocumentTitle(`Sustainability · ${PRODUCT_NAME}`);
  const search = useSearch({ strict: false }) as SustainabilitySearch;
  const navigate = useNavigate();
  const timeZone = useUserZone();
  const now = new Date();
  const currentYear = Number(dayInZone(now, timeZone).slice(0, 4));
  // E-006's rule: in January the year before (a January alone says little).
  const year = search.year && search.year <= currentYear ? search.year : defaultAnnualYear(now, timeZone);
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          Sustainability
        </Title>
        <Text size="sm" c="dimmed">
          Your sites’ CO2 emissions this year, month by month against last year, and what controls avoided.
        </Text>
      </Stack>
      <SustainabilityFilterBar
        search={search}
        year={year}
        currentYear={currentYear}
        onChange={(next) => void navigate({ to: '.', search: next as never })}
      />
      <SustainabilityView
        orgId={currentOrganizationId()}
        year={year}
        reportDate={annualReportDate(year, now, timeZone)}
        siteIds={search.sites ?? []}
        timeZone={timeZone}
      />
    </Stack>
  );
}
