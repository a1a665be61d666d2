import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { ControlsSavingsView } from '../../features/savings/components/controls-savings-view';
import { SavingsFilterBar } from '../../features/savings/components/savings-filter-bar';
import { type SavingsSearch, savingsPeriod } from '../../features/savings/utils/savings-search';
import { currentOrganizationId } from '../../lib/current-organization';
import { useUserZone } from '../../lib/time-zone';

/** /org-controls-savings (E-064, E-066): energy saved by controls, by site and by equipment. */
export function OrgControlsSavingsPage() {
  useDocumentTitle(`Controls Savings · ${PRODUCT_NAME}`);
  const search = useSearch({ strict: false }) as SavingsSearch;
  const navigate = useNavigate();
  const timeZone = useUserZone();
  const period = useMemo(() => savingsPeriod(search, new Date(), timeZone), [search, timeZone]);
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          Controls Savings
        </Title>
        <Text size="sm" c="dimmed">
          Energy your thermostats and schedules saved by setting equipment back outside opening hours.
        </Text>
      </Stack>
      <SavingsFilterBar
        search={search}
        period={period}
        timeZone={timeZone}
        onChange={(next) => void navigate({ to: '.', search: next as never })}
      />
      <ControlsSavingsView orgId={currentOrganizationId()} period={period} search={search} />
    </Stack>
  );
}
