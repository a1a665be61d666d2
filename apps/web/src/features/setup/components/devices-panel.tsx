import { Alert, Stack } from '@mantine/core';
import type { SetupSite } from '@sw/contracts/setup';
import { ControlBoardSection } from './control-board-section';
import { GatewaySection } from './gateway-section';
import { SensorSection } from './sensor-section';

/** The 'Gateways & sensors' tab: a site's gateways (and their keys), control boards and sensors. */
export function DevicesPanel({ site }: { site: SetupSite }) {
  // Every device write on an archived site is refused (409): say so once instead of per button.
  const readOnly = !!site.archivedAt;
  return (
    <Stack gap="lg">
      {readOnly && (
        <Alert color="gray" variant="light">
          The site is archived: its devices are shown as they were. Restore the site to change them.
        </Alert>
      )}
      <GatewaySection site={site} readOnly={readOnly} />
      <ControlBoardSection site={site} readOnly={readOnly} />
      <SensorSection site={site} readOnly={readOnly} />
    </Stack>
  );
}
