import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { TileCard } from '../../components/tiles/tile-card';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { EmptyState } from '../../components/ui/empty-state';
import { useFilterSiteGroups } from '../../features/incident-overview/api/get-filter-options';
import {
  type OverviewRequest,
  useDailyNotifications,
  useOverviewEquipmentCounts,
  useOverviewSiteCounts,
} from '../../features/incident-overview/api/get-overview-counts';
import { DailyNotificationsTile } from '../../features/incident-overview/components/daily-notifications-tile';
import { EquipmentMostIncidentsTile } from '../../features/incident-overview/components/equipment-most-incidents-tile';
import { EquipmentTimeTile } from '../../features/incident-overview/components/equipment-time-tile';
import { IncidentsByPriorityTile } from '../../features/incident-overview/components/incidents-by-priority-tile';
import { MostIncidentsSitesTile } from '../../features/incident-overview/components/most-incidents-sites-tile';
import { OverviewFilterBar } from '../../features/incident-overview/components/overview-filter-bar';
import { OverviewTotals } from '../../features/incident-overview/components/overview-totals';
import {
  dailyBarSearch,
  type OverviewSearch,
  overviewPeriod,
  siteScope,
} from '../../features/incident-overview/utils/overview-filters';
import { NotificationTabs } from '../../features/incidents/components/notification-tabs';
import { SiteCountsList } from '../../features/today/components/site-counts-list';
import { parseSearch } from '../../lib/search-params';
import { useUserZone } from '../../lib/time-zone';
import { keepOtherKeys } from './keep-search';

/** The URL keys the overview manages; the others (severity, status, q, …) belong to other tabs. */
const OVERVIEW_KEYS = ['sites', 'siteGroups', 'from', 'to', 'page', 'rowLimit'];

/** /notifications/overview (spec 2 §2 "Incident overview page"; C-032 … C-055). */
export function IncidentOverviewPage() {
  useDocumentTitle(`Incident Overview · ${PRODUCT_NAME}`);
  const search = useSearch({ strict: false }) as OverviewSearch;
  const navigate = useNavigate();
  const timeZone = useUserZone();
  // Recomputed when the period in the URL changes; "now" is the moment the period was chosen.
  const period = useMemo(
    () => overviewPeriod({ from: search.from, to: search.to }, timeZone, new Date()),
    [search.from, search.to, timeZone],
  );
  const groups = useFilterSiteGroups();
  const waitingForGroups = Boolean(search.siteGroups?.length) && groups.isPending;
  const scope = siteScope(search, groups.data ?? []);
  const request: OverviewRequest = {
    from: period.from,
    to: period.to,
    siteIds: scope.kind === 'some' ? scope.siteIds : undefined,
  };
  const enabled = scope.kind !== 'none' && !waitingForGroups;
  const sites = useOverviewSiteCounts(request, enabled);
  const equipment = useOverviewEquipmentCounts(request, enabled);
  const daily = useDailyNotifications(request, enabled);
  const activeRequest = useMemo(
    () => ({ incidentStatus: 'active' as const, siteIds: request.siteIds }),
    [request.siteIds],
  );

  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  // C-002: merged into the query as it stands, so the Incidents tab's own keys survive a change here.
  const setSearch = (next: OverviewSearch) =>
    void navigate({
      to: '.',
      search: keepOtherKeys(parseSearch(searchStr), OVERVIEW_KEYS, { ...next }) as never,
    });

  return (
    <Stack gap="md">
      <NotificationTabs />
      <Stack gap={2}>
        <Title order={1} fz="h2">
          Incident Overview
        </Title>
        <Text size="sm" c="dimmed">
          Incidents by site, equipment, day and priority for the period.
        </Text>
      </Stack>
      <OverviewFilterBar search={search} period={period} timeZone={timeZone} onChange={setSearch} />
      {scope.kind === 'none' && !waitingForGroups ? (
        <Paper withBorder radius="md" p="lg">
          {/* C-041: a site group without sites has nothing to show. */}
          <EmptyState subtitle="The selected site groups have no sites." />
        </Paper>
      ) : (
        <>
          <OverviewTotals data={sites.data} />
          <MostIncidentsSitesTile
            data={sites.data}
            error={sites.error}
            onRetry={() => void sites.refetch()}
            dimmed={sites.isPlaceholderData}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <DailyNotificationsTile
              data={daily.data}
              fromDay={period.fromDay}
              toDay={period.toDay}
              error={daily.error}
              onRetry={() => void daily.refetch()}
              onOpenDay={(day) =>
                void navigate({ to: '/incidents', search: dailyBarSearch(day, search) as never })
              }
            />
            <IncidentsByPriorityTile
              data={sites.data}
              error={sites.error}
              onRetry={() => void sites.refetch()}
            />
            <EquipmentMostIncidentsTile
              data={equipment.data}
              error={equipment.error}
              onRetry={() => void equipment.refetch()}
              dimmed={equipment.isPlaceholderData}
            />
            <EquipmentTimeTile
              data={equipment.data}
              error={equipment.error}
              onRetry={() => void equipment.refetch()}
            />
          </SimpleGrid>
          <TileCard title="Sites with Active Incidents" testId="overview-active-sites">
            <SiteCountsList
              request={activeRequest}
              label="Sites with Active Incidents"
              page={search.page ?? 1}
              rowLimit={search.rowLimit}
              onPaging={({ page, rowLimit }) => setSearch({ ...search, page, rowLimit })}
            />
          </TileCard>
        </>
      )}
    </Stack>
  );
}
