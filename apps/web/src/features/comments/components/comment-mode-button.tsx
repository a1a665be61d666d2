import { Button, Tooltip } from '@mantine/core';

/** G-060: the tooltip's words (the spec gives only their gist). */
export const COMMENT_MODE_TOOLTIP =
  'Select a data point on the chart to comment on it. Multiple sensors cannot be commented on: show one sensor.';

/** G-058/G-059: 'Add Comment' switches the chart into 'Comment Mode' and back. */
export function CommentModeButton({
  active,
  onToggle,
  disabled = false,
}: {
  active: boolean;
  onToggle: () => void;
  /** More than one sensor is shown (G-062). */
  disabled?: boolean;
}) {
  return (
    <Tooltip
      label={COMMENT_MODE_TOOLTIP}
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Button
        size="xs"
        variant={active ? 'filled' : 'light'}
        onClick={onToggle}
        disabled={disabled}
        aria-pressed={active}
        data-disabled={disabled || undefined}
      >
        {active ? 'Comment Mode' : 'Add Comment'}
      </Button>
    </Tooltip>
  );
}
