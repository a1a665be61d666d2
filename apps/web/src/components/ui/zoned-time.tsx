import { Text } from '@mantine/core';
import { type DateInput, formatZoned, siteClockNote } from '@sw/domain';
import { useDisplayZone } from '../../lib/time-zone';

/** Formats instants on the page's clock, naming the zone where it is not the user's (issue 9 rule). */
export function useZonedFormat(): (value: DateInput, pattern: string) => string {
  const { page, user } = useDisplayZone();
  return (value, pattern) => formatZoned(value, pattern, page, user);
}

/**
 * A time on the page's clock (zone named where it differs from the user's) and, for a row of
 * another site's zone, that site's own clock under it: times of one list read in one clock, so a
 * list sorted by instant reads in order, and a site's staff still see the wall-clock time they lived.
 */
export function ZonedTime({
  value,
  pattern,
  siteZone,
  size = 'sm',
}: {
  value: DateInput;
  pattern: string;
  siteZone?: string | null;
  size?: 'xs' | 'sm';
}) {
  const { page, user } = useDisplayZone();
  const note = siteZone ? siteClockNote(value, pattern, siteZone, page) : null;
  return (
    <div data-testid="zoned-time">
      <Text size={size} style={{ whiteSpace: 'nowrap' }} data-testid="zoned-time-main">
        {formatZoned(value, pattern, page, user)}
      </Text>
      {note && (
        <Text size="xs" c="dimmed" title={`Site time (${siteZone})`}>
          Site: {note}
        </Text>
      )}
    </div>
  );
}
