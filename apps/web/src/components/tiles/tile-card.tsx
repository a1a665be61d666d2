import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardTitle, type CardTitleProps } from './card-title';

/** A dashboard tile: a bordered card with its title row above the content. */
export function TileCard<T extends string>({
  children,
  minHeight,
  testId,
  ...title
}: CardTitleProps<T> & { children: ReactNode; minHeight?: number; testId?: string }) {
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      shadow="xs"
      mih={minHeight}
      aria-label={title.title}
      data-testid={testId}
      style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
        <CardTitle {...title} />
        {children}
      </Stack>
    </Paper>
  );
}
