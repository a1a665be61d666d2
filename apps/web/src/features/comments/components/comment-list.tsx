import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Comment } from '@sw/contracts';
import { formatMeasurement } from '@sw/domain';
import { COMMENT_TYPE_LABELS } from '../utils/comment-form';

const label = (t: string) =>
  t in COMMENT_TYPE_LABELS ? COMMENT_TYPE_LABELS[t as keyof typeof COMMENT_TYPE_LABELS] : t;

/** The comments on the chart's points, newest first (G-076: they are also pinned on the chart). */
export function CommentList({ comments, timeZone }: { comments: readonly Comment[]; timeZone: string }) {
  if (comments.length === 0) return null;
  const fmt = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const sorted = [...comments].sort(
    (a, b) => Date.parse(b.from ?? b.createdAt) - Date.parse(a.from ?? a.createdAt),
  );
  return (
    <Stack gap={6} aria-label="Comments" role="list">
      {sorted.map((c) => (
        <Paper key={c.id} withBorder radius="sm" p="xs" role="listitem">
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Group gap={6} wrap="nowrap" miw={0}>
              <Badge size="xs" variant="light">
                {label(c.commentType)}
              </Badge>
              <Text size="xs" c="dimmed" truncate>
                {fmt.format(new Date(c.from ?? c.createdAt))}
                {c.value != null && ` · ${formatMeasurement(c.value, c.valueSubtype)}`}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {c.username}
            </Text>
          </Group>
          {/* Text, never markup: comments are user input. */}
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {c.comment}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
