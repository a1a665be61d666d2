import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { SavingsFilterBar } from '../../features/savings/components/savings-filter-bar';
import { SavingsOverview } from '../../features/savings/components/savings-overview';
import { type SavingsSearch, savingsPeriod } from '../../features/savings/utils/savings-search';
import { currentOrganizationId } from '../../lib/current-organization';
import { useUserZone } from '../../lib/time-zone';

/** /savings (E-066, decided): controls savings, non-operating-hour waste and overrides over a period. */
export function SavingsPage() {
  useDocumentTitle(`Savings · ${PRODUCT_NAME}`);
  const search = useSearch({ strict: false }) as SavingsSearch;
  const navigate = useNavigate();
  const timeZone = useUserZone();
  const period = useMemo(() => savingsPeriod(search, new Date(), timeZone), [search, timeZone]);
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          Savings
        </Title>
        <Text size="sm" c="dimmed">
          What your controls saved, what is still used while sites are closed, and which equipment was taken
          off its schedule.
        </Text>
      </Stack>
      <SavingsFilterBar
        search={search}
        period={period}
        timeZone={timeZone}
        onChange={(next) => void navigate({ to: '.', search: next as never })}
      />
      <SavingsOverview orgId={currentOrganizationId()} period={period} search={search} />
    </Stack>
  );
}
