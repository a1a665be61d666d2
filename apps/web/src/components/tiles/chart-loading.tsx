import { Center, Loader, Stack, Text } from '@mantine/core';

/** Charts show 'Data is loading...' while their data loads (spec 2 §2, Other widgets). */
export function ChartLoading({ height = 220 }: { height?: number }) {
  return (
    <Center h={height} role="status" aria-live="polite">
      <Stack align="center" gap={6}>
        <Loader size="sm" type="dots" />
        <Text size="sm" c="dimmed">
          Data is loading...
        </Text>
      </Stack>
    </Center>
  );
}
