import { ActionIcon, Group, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { InfoIcon } from './tile-icons';

export interface SortToggle<T extends string> {
  /** What the toggle orders, read by screen readers ('Order incidents by'). */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

export interface CardTitleProps<T extends string> {
  title: string;
  /** Extra help shown on hover or focus of an info mark beside the title. */
  tooltip?: string;
  subtitle?: ReactNode;
  /** A small label above the title (the product area the tile belongs to). */
  eyebrow?: string;
  sort?: SortToggle<T>;
  /** Links or filters at the right end of the title row ('See All'). */
  actions?: ReactNode;
}

/** C-029: a tile's title with an optional tooltip, subtitle and sort toggle. */
export function CardTitle<T extends string>({
  title,
  tooltip,
  subtitle,
  eyebrow,
  sort,
  actions,
}: CardTitleProps<T>) {
  return (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
        {eyebrow && (
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: '0.06em' }}>
            {eyebrow}
          </Text>
        )}
        {/* The info mark sits in the heading's line, so it follows the last word when the title wraps. */}
        <Title order={2} fz="lg" lh={1.3}>
          {title}
          {tooltip && (
            <Tooltip
              label={tooltip}
              multiline
              w={260}
              withArrow
              events={{ hover: true, focus: true, touch: true }}
            >
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                ml={4}
                aria-label={`About ${title}`}
                style={{ display: 'inline-flex', verticalAlign: 'text-bottom' }}
              >
                <InfoIcon size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Title>
        {subtitle && (
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        )}
      </Stack>
      <Group gap="xs" wrap="wrap">
        {sort && (
          <SegmentedControl
            size="xs"
            aria-label={sort.label}
            data={sort.options.map((o) => ({ value: o.value, label: o.label }))}
            value={sort.value}
            onChange={(v) => sort.onChange(v as T)}
          />
        )}
        {actions}
      </Group>
    </Group>
  );
}
