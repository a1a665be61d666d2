import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A tile's one-line state (no data, not applicable), announced to screen readers. */
export function TileMessage({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="xl" role="status">
      {children}
    </Text>
  );
}
