import { Alert, List, Stack, Text } from '@mantine/core';
import type { SetupSentinelsCreated } from '@sw/contracts/setup';
import { reasonText } from '../utils/sentinel-text';

const SHOWN = 10;
const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What one creation made and which equipment it left out, and why (the server's answer). */
export function SentinelCreatedSummary({
  result,
  siteId,
  onClose,
}: {
  result: SetupSentinelsCreated;
  siteId: number;
  onClose: () => void;
}) {
  const { sentinels, skipped } = result;
  const elsewhere = sentinels.filter((s) => s.siteId !== siteId).length;
  return (
    <Alert
      color={skipped.length ? 'yellow' : 'green'}
      variant="light"
      // The light variant's coloured title is below 4.5:1 on its own background (axe).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      role="status"
      title={`Created ${plural(sentinels.length, 'sentinel')}${skipped.length ? `, skipped ${plural(skipped.length, 'item')}` : ''}`}
      withCloseButton
      closeButtonLabel="Close the summary"
      onClose={onClose}
    >
      <Stack gap={6}>
        <List size="sm" spacing={2}>
          {sentinels.slice(0, SHOWN).map((s) => (
            <List.Item key={s.id}>
              {s.title}
              {s.siteId !== siteId && ` (${s.siteTitle})`}
            </List.Item>
          ))}
          {sentinels.length > SHOWN && <List.Item>and {sentinels.length - SHOWN} more</List.Item>}
        </List>
        {elsewhere > 0 && (
          <Text size="sm">
            {plural(elsewhere, 'of them is', 'of them are')} in other sites: see their own Sentinels tabs.
          </Text>
        )}
        {skipped.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              Skipped (nothing to watch):
            </Text>
            <List size="sm" spacing={2}>
              {skipped.slice(0, SHOWN).map((s) => (
                <List.Item key={s.equipmentId}>
                  {s.title}: {reasonText(s.reason)}
                </List.Item>
              ))}
              {skipped.length > SHOWN && <List.Item>and {skipped.length - SHOWN} more</List.Item>}
            </List>
          </>
        )}
      </Stack>
    </Alert>
  );
}
