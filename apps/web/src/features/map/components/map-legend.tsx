import { Box, Group, Radio, Stack, Text } from '@mantine/core';
import { SITE_STATUS_COLOURS } from '@sw/domain';
import { INCIDENT_COLOUR } from '../utils/marker-icons';

export type SiteFilter = 'ALL' | 'ACTIVE_INCIDENTS';

/** D-004/D-006: the main map's legend chooses which sites it shows. */
export function MapLegendRadio({
  value,
  onChange,
}: {
  value: SiteFilter;
  onChange: (v: SiteFilter) => void;
}) {
  return (
    <Stack gap={6}>
      <Radio.Group
        value={value}
        onChange={(v) => onChange(v === 'ACTIVE_INCIDENTS' ? 'ACTIVE_INCIDENTS' : 'ALL')}
        aria-label="Sites shown on the map"
      >
        <Stack gap={6}>
          <Radio value="ALL" label="All sites" size="xs" />
          <Radio value="ACTIVE_INCIDENTS" label="Sites with Active Incident(s)" size="xs" />
        </Stack>
      </Radio.Group>
      <ColourKey />
    </Stack>
  );
}

/** D-005: on other views the legend reads the totals. */
export function MapLegendCounts({ total, withIncidents }: { total: number; withIncidents: number }) {
  return (
    <Group gap="md" wrap="wrap">
      <Text size="xs">
        All Sites <b>{total}</b>
      </Text>
      <Text size="xs">
        Sites with Active Incidents <b>{withIncidents}</b>
      </Text>
    </Group>
  );
}

const KEY = [
  { label: 'Online', colour: SITE_STATUS_COLOURS.ONLINE },
  { label: 'Partially offline', colour: SITE_STATUS_COLOURS.PARTIALLY_OFF },
  { label: 'Offline', colour: SITE_STATUS_COLOURS.OFFLINE },
  { label: 'Active incidents (ring share)', colour: INCIDENT_COLOUR },
];

/** What the marker colours and the cluster ring mean (D-019, D-023). */
export function ColourKey() {
  return (
    <Group gap={10} wrap="wrap" aria-label="Map colours">
      {KEY.map((k) => (
        <Group key={k.label} gap={4} wrap="nowrap">
          <Box
            w={10}
            h={10}
            style={{ borderRadius: '50%', background: k.colour, flex: 'none' }}
            aria-hidden
          />
          <Text size="xs" c="dimmed">
            {k.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
