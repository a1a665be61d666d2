import { Group, Text, ThemeIcon } from '@mantine/core';

export const PRODUCT_NAME = 'SiteWatch';

/** The product mark: a pulse line, for live monitoring. */
function PulseIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M2 13h4l3-7 4 12 3-6h6"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The mark and the name; `compact` drops the name on phones, where the top bar is crowded. */
export function Brand({ size = 'md', compact = false }: { size?: 'md' | 'lg'; compact?: boolean }) {
  const large = size === 'lg';
  return (
    <Group gap={large ? 'sm' : 'xs'} wrap="nowrap">
      <ThemeIcon size={large ? 44 : 34} radius="md" variant="filled">
        <PulseIcon size={large ? 26 : 20} />
      </ThemeIcon>
      <Text
        fw={700}
        fz={large ? 26 : 20}
        lh={1}
        style={{ letterSpacing: '-0.02em' }}
        visibleFrom={compact ? 'xs' : undefined}
      >
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
