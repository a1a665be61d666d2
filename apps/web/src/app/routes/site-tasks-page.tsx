import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { Site } from '@sw/contracts';
import { MAX_SITE_COMPLIANCE_DAYS } from '@sw/contracts/constants';
import { formatNumber, formatTemperature } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { useZonedFormat } from '../../components/ui/zoned-time';
import { useOrganizationFeatures } from '../../features/organization/api/get-organization-features';
import {
  type ExcursionTask,
  ExcursionTaskList,
} from '../../features/site-hub/components/excursion-task-list';
import { TaskSection, type TaskState } from '../../features/site-hub/components/task-section';
import { dayRangeLabel } from '../../features/site-hub/utils/hub-period';
import { mostRecent } from '../../features/site-hub/utils/tasks';
import { useSiteFeatures } from '../../features/sites/api/get-site-features';
import { useSiteOnlineStatus } from '../../features/sites/api/get-site-online-status';
import { useExcursions } from '../../features/temperature-compliance/api/get-excursions';
import { useTemperatureUnit } from '../../features/temperature-compliance/api/use-temperature-unit';
import { filterExcursions } from '../../features/temperature-compliance/utils/excursions';
import { resolvePeriod, todayIn } from '../../features/temperature-compliance/utils/period';
import { currentOrganizationId } from '../../lib/current-organization';
import { useDisplayZone } from '../../lib/time-zone';
import { SiteScopedPage } from './site-picker';

/**
 * /tasks?siteId= (A-084 decided): what waits for someone at the site. The temperature excursions
 * still to review (the temperature review's own call and default days, so the counts agree), the
 * active incidents and the devices that stopped reporting, each linking to where it is dealt with.
 */
export function SiteTasksPage() {
  return (
    <SiteScopedPage
      title="Tasks"
      description="Checks to carry out at the site: excursions to review, active incidents, devices not reporting."
      what="its tasks"
    >
      {(site) => <SiteTasks site={site} />}
    </SiteScopedPage>
  );
}

function SiteTasks({ site }: { site: Site }) {
  const orgId = currentOrganizationId();
  const unit = useTemperatureUnit();
  const zoned = useZonedFormat();
  const { page: zone } = useDisplayZone();
  const [now] = useState(() => new Date());
  // The temperature review's default days (last 7, today included, on the site's clock).
  const period = resolvePeriod({}, todayIn(now, zone), MAX_SITE_COMPLIANCE_DAYS);
  const features = useSiteFeatures(site.id);
  const gates = useOrganizationFeatures();
  // The review needs ranged temperature sensors and the organisation's review gate (F-017).
  const review =
    features.data && gates.data
      ? features.data.SITE_NAV.includes('TEMPERATURE_REVIEW') &&
        gates.data.features.TEMPERATURE_REVIEW_TILE !== false
      : null;
  const excursions = useExcursions(
    review && orgId !== null ? { orgId, from: period.from, to: period.to, siteIds: [site.id] } : null,
  );
  const status = useSiteOnlineStatus(site.id);

  const open = useMemo(() => filterExcursions(excursions.data?.excursions ?? [], 'open'), [excursions.data]);
  const recent: ExcursionTask[] = mostRecent(open).map((e) => ({
    id: e.id,
    start: e.start,
    minutes: e.minutes,
    explanation: e.explanation,
    equipment: e.equipment_title,
    sensor: e.sensor_title,
    peak: `${formatTemperature(e.peak, unit)}, ${e.direction === 'ABOVE' ? 'max' : 'min'} ${formatTemperature(e.limit, unit)}`,
    detail: e.detail,
  }));
  const reviewState: TaskState | null =
    review === false
      ? null
      : excursions.isError
        ? { state: 'error', message: excursions.error.message, retry: () => void excursions.refetch() }
        : excursions.data
          ? { state: 'ready', count: open.length }
          : features.isError || gates.isError
            ? null
            : { state: 'loading' };
  const statusState = (count: (s: NonNullable<typeof status.data>) => number): TaskState =>
    status.data
      ? { state: 'ready', count: count(status.data) }
      : status.isError
        ? { state: 'error', message: status.error.message, retry: () => void status.refetch() }
        : { state: 'loading' };
  const incidents = statusState((s) => s.numberActiveIncidents);
  const offline = statusState((s) => s.devices.offline);
  const states = [reviewState, incidents, offline].filter((s): s is TaskState => s !== null);
  const nothing = states.every((s) => s.state === 'ready' && s.count === 0);

  if (nothing)
    return (
      <Paper withBorder radius="md" p="md" data-testid="tasks-empty">
        <EmptyState
          title="Nothing to review at this site"
          subtitle={`No excursion waits for a review note (${dayRangeLabel(period)}), no incident is active and every device reports.`}
        />
        <Group justify="center" gap="md">
          {review && (
            <Anchor
              component={Link}
              to="/tasks/temperature-review"
              search={{ siteId: site.id } as never}
              size="sm"
            >
              Temperature review
            </Anchor>
          )}
          <Anchor component={Link} to={`/sites/${site.id}/incidents`} size="sm">
            Incidents
          </Anchor>
          <Anchor component={Link} to="/sensors-gateways" search={{ siteId: site.id } as never} size="sm">
            Sensors &amp; Gateways
          </Anchor>
        </Group>
      </Paper>
    );

  return (
    <Stack gap="md">
      {reviewState && (
        <TaskSection
          title="Temperature excursions to review"
          description="Excursions of the last 7 days, today included, that are not excused (defrost) and have no review note yet."
          state={reviewState}
          link={{
            label: 'Review them in Temperature Review',
            to: '/tasks/temperature-review',
            search: { siteId: site.id },
          }}
          testId="tasks-review"
        >
          <ExcursionTaskList rows={recent} />
          {open.length > recent.length && (
            <Text size="xs" c="dimmed">
              The {recent.length} most recent of {formatNumber(open.length, 0)}.
            </Text>
          )}
        </TaskSection>
      )}
      <TaskSection
        title="Active incidents"
        description="Incidents at the site that have not recovered yet."
        state={incidents}
        link={{
          label: 'See the site’s incidents',
          to: `/sites/${site.id}/incidents`,
          search: { status: 'active' },
        }}
        testId="tasks-incidents"
      />
      <TaskSection
        title="Devices not reporting"
        description="Sensors and thermostats of the site that are offline."
        state={offline}
        link={{ label: 'Open Sensors & Gateways', to: '/sensors-gateways', search: { siteId: site.id } }}
        testId="tasks-devices"
      >
        {status.data && (
          <Text size="sm" data-testid="devices-summary">
            {formatNumber(status.data.devices.offline, 0)} of {formatNumber(status.data.devices.total, 0)}{' '}
            devices offline;{' '}
            {status.data.lastSeenAt
              ? `the site's last report arrived at ${zoned(status.data.lastSeenAt, 'd MMM, HH:mm')}.`
              : 'no device of the site has reported yet.'}
          </Text>
        )}
      </TaskSection>
    </Stack>
  );
}
