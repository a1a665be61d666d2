import { Paper, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { CardTitle, type CardTitleProps } from './card-title';

/** What a tile shows while its data loads: busy tables, skeleton rows, 'Data is loading...'. */
const LOADING =
  '[aria-busy="true"], .mantine-Skeleton-root[data-visible], [role="status"] .mantine-Loader-root';

/**
 * `data-loaded` on the tile while nothing in it is loading: a stable marker for the 'first tile
 * with data' that bench/web measures (issue 10). Watched, since a tile's parts load on their own.
 */
function useLoadedMarker() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const tile = ref.current;
    if (!tile) return;
    const mark = () => tile.toggleAttribute('data-loaded', !tile.querySelector(LOADING));
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(tile, {
      childList: true,
      subtree: true,
      attributeFilter: ['aria-busy', 'data-visible'],
    });
    return () => observer.disconnect();
  }, []);
  return ref;
}

/** A dashboard tile: a bordered card with its title row above the content. */
export function TileCard<T extends string>({
  children,
  minHeight,
  testId,
  ...title
}: CardTitleProps<T> & { children: ReactNode; minHeight?: number; testId?: string }) {
  const ref = useLoadedMarker();
  return (
    <Paper
      ref={ref}
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
