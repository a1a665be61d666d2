import { Box, Text, VisuallyHidden } from '@mantine/core';
import { nohBand } from '@sw/contracts/constants';
import { BAND_LABEL, BAND_STYLE, formatEfficiency } from '../utils/noh-format';

/**
 * E-045, E-046: an efficiency in its band's colour (red under 20 %, amber, green from 75 %), with the
 * band also in words for screen readers and in the title; 'N/A' without an efficiency.
 */
export function EfficiencyBadge({
  value,
  naTitle = 'Not applicable: no non-operating hours',
  size = 'sm',
}: {
  value: number | null | undefined;
  naTitle?: string;
  size?: 'sm' | 'lg';
}) {
  const band = nohBand(value);
  if (!band)
    return (
      <Text span size={size === 'lg' ? 'xl' : 'sm'} c="dimmed" fw={600} title={naTitle} data-band="none">
        {formatEfficiency(value)}
      </Text>
    );
  const s = BAND_STYLE[band];
  return (
    <Box
      component="span"
      data-band={band}
      title={BAND_LABEL[band]}
      style={{
        display: 'inline-block',
        padding: size === 'lg' ? '2px 10px' : '1px 8px',
        borderRadius: 4,
        background: s.bg,
        color: s.fg,
        borderLeft: `3px solid ${s.border}`,
        fontWeight: 700,
        fontSize: size === 'lg' ? 'var(--mantine-font-size-xl)' : 'var(--mantine-font-size-sm)',
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      }}
    >
      {formatEfficiency(value)}
      <VisuallyHidden> ({BAND_LABEL[band]})</VisuallyHidden>
    </Box>
  );
}
