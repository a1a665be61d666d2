import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import type { Excursion } from '@sw/contracts';
import { formatNumber, formatTemperature, type TemperatureUnit, truncate } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { ZonedTime } from '../../../components/ui/zoned-time';
import { formatMinutesShort, reviewState } from '../utils/excursions';
import { ExplanationBadge } from './explanation-badge';

export interface ExcursionTableRow extends Excursion {
  /** On the organisation list: the site, equipment and sensor it belongs to. */
  site?: { id: number; title: string; timeZone: string };
  equipment?: { title: string; sensor: string };
}

/**
 * Excursions with their explanation and review notes, newest first. Times on the page's clock (the
 * row's site clock under it where that differs).
 */
export function ExcursionTable({
  rows,
  unit,
  onReview,
  label,
}: {
  rows: readonly ExcursionTableRow[];
  unit: TemperatureUnit;
  onReview: (row: ExcursionTableRow) => void;
  label: string;
}) {
  const withSite = rows.some((r) => r.site);
  return (
    <ResponsiveTable minWidth={withSite ? 960 : 820}>
      <Table verticalSpacing="xs" fz="sm" aria-label={label} striped>
        <Table.Thead>
          <Table.Tr>
            {withSite && <Table.Th>Site</Table.Th>}
            {withSite && <Table.Th>Equipment</Table.Th>}
            <Table.Th>Start</Table.Th>
            <Table.Th ta="right">Duration</Table.Th>
            <Table.Th ta="right">Peak</Table.Th>
            <Table.Th>Explanation</Table.Th>
            <Table.Th>Review</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const state = reviewState(r);
            return (
              <Table.Tr key={r.id} data-testid="excursion-row" data-explanation={r.explanation}>
                {withSite && (
                  <Table.Td>
                    {r.site ? (
                      <Anchor
                        component={Link}
                        to={`/sites/${r.site.id}/analytics/temperature-compliance`}
                        size="sm"
                        title={r.site.title}
                      >
                        {truncate(r.site.title, 30)}
                      </Anchor>
                    ) : (
                      '-'
                    )}
                  </Table.Td>
                )}
                {withSite && (
                  <Table.Td>
                    {r.equipment ? (
                      <>
                        <Text size="sm">{truncate(r.equipment.title, 30)}</Text>
                        <Text size="xs" c="dimmed">
                          {truncate(r.equipment.sensor, 30)}
                        </Text>
                      </>
                    ) : (
                      '-'
                    )}
                  </Table.Td>
                )}
                <Table.Td>
                  <ZonedTime value={r.start} pattern="d MMM, HH:mm" siteZone={r.site?.timeZone} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMinutesShort(r.minutes)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" fw={600} span>
                    {formatTemperature(r.peak, unit)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {r.direction === 'ABOVE' ? 'max' : 'min'} {formatTemperature(r.limit, unit)}
                  </Text>
                </Table.Td>
                <Table.Td maw={320}>
                  <Stack gap={2} align="flex-start">
                    <ExplanationBadge explanation={r.explanation} />
                    <Text size="xs">{r.detail}</Text>
                  </Stack>
                </Table.Td>
                <Table.Td maw={240}>
                  <Stack gap={4} align="flex-start">
                    {r.reviews.map((n) => (
                      <Text key={n.id} size="xs">
                        <Text span fw={600} size="xs">
                          {n.username}:
                        </Text>{' '}
                        {n.comment}
                      </Text>
                    ))}
                    <Text
                      size="xs"
                      c={state === 'open' ? 'red.8' : 'dimmed'}
                      fw={state === 'open' ? 600 : 400}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {state === 'open' ? 'To review' : state === 'excused' ? 'Excused' : 'Reviewed'}
                    </Text>
                    <Button size="compact-xs" variant="light" onClick={() => onReview(r)}>
                      Add note
                    </Button>
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {rows.length > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {formatNumber(rows.length, 0)} excursions
        </Text>
      )}
    </ResponsiveTable>
  );
}
