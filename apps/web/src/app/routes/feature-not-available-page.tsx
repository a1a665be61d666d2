import { Button, EmptyState, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { GatedFeature } from '@sw/contracts';
import { GATED_FEATURE_LABELS } from '@sw/contracts/constants';
import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { KeyIcon } from '../../components/ui/icons';

/**
 * A page of a feature the organisation is denied (spec 1 §6), reached by a direct URL, a bookmark or
 * an old link: said plainly instead of an empty page or a wall of refused calls (issue 9).
 */
export function FeatureNotAvailablePage({ feature, title }: { feature: GatedFeature; title?: string }) {
  const heading = title ?? GATED_FEATURE_LABELS[feature];
  useDocumentTitle(`${heading} · ${PRODUCT_NAME}`);
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {heading}
      </Title>
      <Paper withBorder radius="md" py={48} px="lg">
        <EmptyState
          icon={<KeyIcon size={28} />}
          variant="light"
          title="Not available for your organisation"
          description={`${GATED_FEATURE_LABELS[feature]} is not part of your organisation's ${PRODUCT_NAME} plan. Ask your administrator if you need it.`}
        >
          <EmptyState.Actions>
            <Button component={Link} to="/today" variant="light">
              Go to Today
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
      <Text size="xs" c="dimmed">
        The organisation's features are set by the {PRODUCT_NAME} team.
      </Text>
    </Stack>
  );
}
