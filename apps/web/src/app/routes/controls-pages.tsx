import { Paper, Stack, Title } from '@mantine/core';
import type { ControlKind } from '@sw/contracts/constants';
import { useMemo } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { useSiteControls } from '../../features/controls/api/get-site-controls';
import { CommandHistory } from '../../features/controls/components/command-history';
import { ControlsTable } from '../../features/controls/components/controls-table';
import { ControlsSavingsView } from '../../features/savings/components/controls-savings-view';
import { savingsPeriod } from '../../features/savings/utils/savings-search';
import { currentOrganizationId } from '../../lib/current-organization';
import { useUserZone } from '../../lib/time-zone';
import { type ControlsContext, ControlsShell } from './controls-shell';
import { useLiveControls } from './live-queries';

/** The site's controls of the given kinds, with the working-mode modal, then the audit. */
function SiteControlsSection({
  ctx,
  kinds,
  thermostatColumns,
}: {
  ctx: ControlsContext;
  kinds: ControlKind[];
  thermostatColumns?: boolean;
}) {
  const controls = useSiteControls(ctx.siteId);
  useLiveControls(ctx.siteId);
  const rows = useMemo(
    () => (controls.data ?? []).filter((c) => kinds.includes(c.kind)),
    [controls.data, kinds],
  );
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        {controls.isPending ? (
          'Data is loading...'
        ) : controls.isError ? (
          <ErrorState message={controls.error.message} onRetry={() => void controls.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState compact title="Nothing to Report" subtitle="This site has no such controls." />
        ) : (
          <ControlsTable controls={rows} canChange={ctx.canChange} thermostatColumns={thermostatColumns} />
        )}
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Working-mode changes
          </Title>
          <CommandHistory scope={{ site: ctx.siteId }} timeZone={ctx.timeZone} />
        </Stack>
      </Paper>
    </Stack>
  );
}

const ALL: ControlKind[] = ['THERMOSTAT', 'SCHEDULER', 'TEMPERATURE'];
const THERMOSTATS: ControlKind[] = ['THERMOSTAT'];
const SCHEDULES: ControlKind[] = ['SCHEDULER', 'TEMPERATURE'];

/** /controls: every control of the site. */
export function ControlsPage() {
  return (
    <ControlsShell title="Controls" purpose="Thermostats, schedulers and temperature controls of the site.">
      {(ctx) => <SiteControlsSection ctx={ctx} kinds={ALL} />}
    </ControlsShell>
  );
}

/** /controls/thermostats (G-001): the thermostats with their mode cycle, set points and override states. */
export function ControlsThermostatsPage() {
  return (
    <ControlsShell title="Thermostats" purpose="The site’s thermostats, their modes and overrides.">
      {(ctx) => <SiteControlsSection ctx={ctx} kinds={THERMOSTATS} thermostatColumns />}
    </ControlsShell>
  );
}

/** /controls/schedule (G-001): the lighting schedulers and the boards' temperature controls. */
export function ControlsSchedulePage() {
  return (
    <ControlsShell
      title="Schedule"
      purpose="The site’s schedulers and temperature controls and their working modes."
    >
      {(ctx) => <SiteControlsSection ctx={ctx} kinds={SCHEDULES} />}
    </ControlsShell>
  );
}

/** /controls/savings: the controls savings report (E-064) of this site. */
export function ControlsSavingsPage() {
  const timeZone = useUserZone();
  const period = useMemo(() => savingsPeriod({}, new Date(), timeZone), [timeZone]);
  return (
    <ControlsShell title="Controls Savings" purpose="Energy the site’s controls saved over the last 14 days.">
      {(ctx) => (
        <ControlsSavingsView
          orgId={currentOrganizationId()}
          period={period}
          search={{ sites: [ctx.siteId] }}
        />
      )}
    </ControlsShell>
  );
}
