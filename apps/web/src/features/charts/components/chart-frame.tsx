import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChartLoading } from '../../../components/tiles/chart-loading';
import { TileCard } from '../../../components/tiles/tile-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import type { ChartCommenting } from '../hooks/use-chart-commenting';
import type { ChartZoom } from '../hooks/use-chart-zoom';
import { stampFormatter } from '../utils/chart-format';

interface Props {
  title: string;
  subtitle?: string;
  testId: string;
  zoom: ChartZoom;
  commenting: ChartCommenting;
  timeZone: string;
  /** Controls of the chart itself (aggregation, sensors, checkboxes). */
  controls?: ReactNode;
  state: { pending: boolean; error: Error | null; retry: () => void; empty: boolean; emptyText: string };
  height: number;
  children: ReactNode;
}

/**
 * What every chart of G.2–G.8 shares around its plot: the title, 'Zoom In' and 'Reset Zoom' (G-055,
 * G-056), 'Add Comment' (G-058), 'Data is loading...' (G-081), the comment opened from a marker and
 * the add-comment panel.
 */
export function ChartFrame({
  title,
  subtitle,
  testId,
  zoom,
  commenting: c,
  timeZone,
  controls,
  state,
  height,
  children,
}: Props) {
  const { Button: CommentButton, Panel } = c.adapter;
  const actions = (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      <Button size="xs" variant="light" disabled={!zoom.selection} onClick={zoom.zoomIn}>
        Zoom In
      </Button>
      <Button size="xs" variant="light" disabled={!zoom.zoomed && !zoom.selection} onClick={zoom.reset}>
        Reset Zoom
      </Button>
      {c.mayComment && <CommentButton active={c.mode} disabled={!c.commentable} onToggle={c.toggle} />}
    </Group>
  );
  return (
    <TileCard title={title} subtitle={subtitle} testId={testId} actions={actions}>
      <Stack gap="sm">
        {controls}
        {c.mode && (
          <Text size="sm" c="violet.8" role="status">
            Comment Mode: click a point on the chart to comment on it.
          </Text>
        )}
        {zoom.selection && (
          <Text size="xs" c="dimmed" role="status">
            Selected {stampFormatter(timeZone)(zoom.selection.from)} –{' '}
            {stampFormatter(timeZone)(zoom.selection.to)}: 'Zoom In' to show it.
          </Text>
        )}
        {state.pending ? (
          <ChartLoading height={height} />
        ) : state.error ? (
          <ErrorState message={state.error.message} onRetry={state.retry} />
        ) : state.empty ? (
          <EmptyState compact subtitle={state.emptyText} />
        ) : (
          children
        )}
        {c.comments.length > 0 && (
          // The markers as buttons too: a keyboard or screen-reader user cannot click an SVG pin.
          <Group gap={6} wrap="wrap" aria-label="Comments on this chart" role="group">
            {c.comments.map((m) => (
              <Button key={m.id} size="compact-xs" variant="subtle" color="violet" onClick={() => c.open(m)}>
                ✎ {stampFormatter(timeZone)(m.t)}
              </Button>
            ))}
          </Group>
        )}
        {c.opened && (
          <Paper
            withBorder
            radius="sm"
            p="xs"
            aria-label="Comment"
            role="region"
            data-testid="chart-comment-note"
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="xs" c="dimmed">
                {stampFormatter(timeZone)(c.opened.t)} · {c.opened.author}
              </Text>
              <CloseButton size="sm" aria-label="Close comment" onClick={() => c.open(null)} />
            </Group>
            {/* Text, never markup: comments are user input. */}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {c.opened.text}
            </Text>
          </Paper>
        )}
        <Panel point={c.point} timeZone={timeZone} onClose={c.closePanel} />
      </Stack>
    </TileCard>
  );
}
