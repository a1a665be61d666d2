import { Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { SITE_STATUS_COLOURS } from '@sw/domain';
import { TileCard } from '../../../../components/tiles/tile-card';
import { ErrorState } from '../../../../components/ui/error-state';
import { useZonedFormat } from '../../../../components/ui/zoned-time';
import { useSiteOnlineStatus } from '../../api/get-site-online-status';

/** D-041/D-042: how many of the site's devices report (sensors and thermostats). */
export function ConnectivityCard({ siteId }: { siteId: number }) {
  const status = useSiteOnlineStatus(siteId);
  // The site's clock, its zone named where it is not the user's (issue 9 rule).
  const zoned = useZonedFormat();
  return (
    <TileCard title="Device Connectivity" testId="site-connectivity">
      {status.isPending ? (
        <Skeleton h={60} />
      ) : status.isError ? (
        <ErrorState message={status.error.message} onRetry={() => void status.refetch()} />
      ) : (
        <Stack gap={6}>
          <Group gap="lg">
            <Figure label="Devices" value={status.data.devices.total} />
            <Figure label="Online" value={status.data.devices.online} colour={SITE_STATUS_COLOURS.ONLINE} />
            <Figure
              label="Offline"
              value={status.data.devices.offline}
              colour={SITE_STATUS_COLOURS.OFFLINE}
            />
          </Group>
          {status.data.devices.total > 0 && (
            <Progress
              value={(status.data.devices.online / status.data.devices.total) * 100}
              color={SITE_STATUS_COLOURS.ONLINE}
              bg={SITE_STATUS_COLOURS.OFFLINE}
              aria-label="Share of devices online"
            />
          )}
          <Text size="xs" c="dimmed">
            Last report: {zoned(status.data.lastSeenAt, 'HH:mm')}
          </Text>
        </Stack>
      )}
    </TileCard>
  );
}

function Figure({ label, value, colour }: { label: string; value: number; colour?: string }) {
  return (
    <Stack gap={0}>
      <Text fz={28} fw={700} lh={1.1} c={colour}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
