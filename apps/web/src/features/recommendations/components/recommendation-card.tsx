import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Recommendation } from '@sw/contracts';
import { RECOMMENDATION_KIND_LABELS } from '@sw/contracts/constants';
import { formatNumber } from '@sw/domain';
import { HowCalculated } from '../../../components/ui/how-calculated';
import { evidenceText, SEVERITY_COLORS, SEVERITY_LABELS } from '../utils/recommendation-figures';

/** One recommendation: what was found, what to do, the evidence figures and the saving estimated. */
export function RecommendationCard({ r }: { r: Recommendation }) {
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      shadow="xs"
      aria-label={r.title}
      data-testid="recommendation"
    >
      <Stack gap={6}>
        <Group gap={6} wrap="wrap">
          <Badge color={SEVERITY_COLORS[r.severity]} variant="light" radius="sm" tt="none">
            {SEVERITY_LABELS[r.severity]}
          </Badge>
          <Badge color="blue.9" variant="outline" radius="sm" tt="none">
            {RECOMMENDATION_KIND_LABELS[r.kind]}
          </Badge>
          <Text size="sm" c="dimmed">
            {r.site_title}
            {r.equipment_title && ` · ${r.equipment_title}`}
          </Text>
        </Group>
        <Text fw={700}>{r.title}</Text>
        <Text size="sm">{r.action}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={4} verticalSpacing={2} component="dl" m={0}>
          {r.evidence.map((e) => (
            <Group key={e.label} gap={6} wrap="nowrap" align="baseline">
              <Text component="dt" size="xs" c="dimmed">
                {e.label}
              </Text>
              <Text component="dd" size="sm" fw={600} m={0} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {evidenceText(e)}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
        {r.estimated_saving && (
          <Group gap={4} wrap="nowrap">
            <Text size="sm" c="teal.9" fw={600}>
              Estimated saving: {formatNumber(r.estimated_saving.kwh_per_year)} kWh a year
              {r.estimated_saving.co2_kg_per_year !== null &&
                ` · ${formatNumber(r.estimated_saving.co2_kg_per_year)} kg CO2e`}
            </Text>
            <HowCalculated
              label={`Estimated saving: ${r.title}`}
              formula={`Saving (kWh a year) = ${r.estimated_saving.basis}`}
            >
              The window’s avoidable kWh ÷ its days measured × 365; CO2 = kWh × the site grid factor.
            </HowCalculated>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
