import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Spec 2 §2, C-030/C-031: 'Nothing to Report' / 'No matching entries found'; icon 120 on mobile, else 200. */
export function EmptyState({
  title = 'Nothing to Report',
  subtitle = 'No matching entries found',
  compact = false,
}: {
  title?: string;
  subtitle?: string;
  /** Inside a small tile: a smaller icon so the message stays in view. */
  compact?: boolean;
}) {
  const mobile = useMediaQuery('(max-width: 48em)');
  const size = compact ? 64 : mobile ? 120 : 200;
  return (
    <Stack align="center" gap={4} py="md" role="status" aria-label={title}>
      <svg width={size} height={size * 0.6} viewBox="0 0 200 120" aria-hidden="true">
        <rect x="40" y="20" width="120" height="80" rx="10" fill="var(--mantine-color-gray-1)" />
        <rect x="58" y="42" width="84" height="8" rx="4" fill="var(--mantine-color-gray-3)" />
        <rect x="58" y="60" width="60" height="8" rx="4" fill="var(--mantine-color-gray-3)" />
        <circle cx="150" cy="92" r="18" fill="none" stroke="var(--mantine-color-gray-4)" strokeWidth="6" />
        <line x1="163" y1="105" x2="180" y2="118" stroke="var(--mantine-color-gray-4)" strokeWidth="6" />
      </svg>
      <Title order={4}>{title}</Title>
      {subtitle && (
        <Text size="sm" c="dimmed">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
