import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { RecommendationsFilterBar } from '../../features/recommendations/components/recommendations-filter-bar';
import { RecommendationsView } from '../../features/recommendations/components/recommendations-view';
import type { RecommendationsSearch } from '../../features/recommendations/utils/recommendations-search';
import { currentOrganizationId } from '../../lib/current-organization';
import { useUserZone } from '../../lib/time-zone';

/** /recommendations (E-066, decided): what each site should do, with the evidence and the saving. */
export function RecommendationsPage() {
  useDocumentTitle(`Recommendations · ${PRODUCT_NAME}`);
  const search = useSearch({ strict: false }) as RecommendationsSearch;
  const navigate = useNavigate();
  const timeZone = useUserZone();
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          Recommendations
        </Title>
        <Text size="sm" c="dimmed">
          Actions your sites’ data points to over a week: refrigeration, humidity and energy, with the
          evidence and the saving at stake.
        </Text>
      </Stack>
      <RecommendationsFilterBar
        search={search}
        timeZone={timeZone}
        onChange={(next) => void navigate({ to: '.', search: next as never })}
      />
      <RecommendationsView
        orgId={currentOrganizationId()}
        date={search.date ?? 'latest'}
        siteIds={search.sites ?? []}
        kinds={search.kind ?? []}
      />
    </Stack>
  );
}
