import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import type { Incident } from '@sw/contracts';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PRODUCT_NAME } from '../../../components/ui/brand';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ListPagination } from '../../../components/ui/list-pagination';
import { currentOrganizationId } from '../../../lib/current-organization';
import { pageOf } from '../../../lib/page-slice';
import { searchInt } from '../../../lib/search-params';
import { useFocusIncident } from '../hooks/use-focus-incident';
import { useIncidentList } from '../hooks/use-incident-list';
import {
  type FilterPatch,
  incidentListSearch,
  reviewIncidentId,
  withFilters,
  withoutReview,
} from '../utils/incident-search';
import { DismissDialog } from './dismiss-dialog';
import { FocusNotice } from './focus-notice';
import { IncidentCards } from './incident-cards';
import { IncidentFilters } from './incident-filters';
import { IncidentsTable } from './incidents-table';
import { NotificationTabs } from './notification-tabs';
import { OrgMismatchNotice } from './org-mismatch-notice';
import { ReviewSection } from './review-section';

const PLACEHOLDER_ROWS = Array.from({ length: 6 }, (_, i) => `placeholder-${i}`);

/** /incidents and /sites/{siteId}/incidents (spec 2 §2 "Incidents list page"). */
export function IncidentsPage() {
  const params = useParams({ strict: false }) as { siteId?: string };
  const siteParam = params.siteId;
  const siteId = siteParam === undefined ? undefined : (searchInt(siteParam) ?? -1);
  const search = incidentListSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const mobile = useMediaQuery('(max-width: 48em)') ?? false;

  const list = useIncidentList(search, siteId);
  useDocumentTitle(`${list.site ? `${list.site.title} · ` : ''}All Incidents · ${PRODUCT_NAME}`);

  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [dismissing, setDismissing] = useState<Incident | null>(null);
  const toggle = useCallback(
    (id: number) =>
      setExpanded((s) => {
        const next = new Set(s);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const setSearch = useCallback(
    (next: typeof search) => void navigate({ to: '.', search: next as never, replace: true }),
    [navigate],
  );
  const onFilters = useCallback(
    (patch: FilterPatch) => setSearch(withFilters(search, patch)),
    [search, setSearch],
  );
  const expand = useCallback((id: number) => setExpanded((s) => new Set(s).add(id)), []);

  const reviewId = reviewIncidentId(search);
  const currentOrg = currentOrganizationId();
  const foreignOrg = search.orgId !== undefined && currentOrg !== null && search.orgId !== currentOrg;
  // C-059 (extended): a plain link (a notification's) opens the list on its incident.
  const focus = useFocusIncident({
    search,
    siteId,
    list,
    setSearch,
    expand,
    foreignOrganization: foreignOrg,
  });
  const listRef = useRef<HTMLDivElement>(null);
  useScrollToFocused(listRef, focus.scrollTo, focus.scrolled);
  const page = pageOf(list.shown, search.page, search.rowLimit);
  const siteNotFound = siteId === -1 || (siteId !== undefined && list.sitesLoaded && list.site === undefined);

  return (
    <Stack gap="md">
      <NotificationTabs />
      {foreignOrg && search.orgId !== undefined && <OrgMismatchNotice orgId={search.orgId} />}
      {reviewId !== null && (
        <ReviewSection
          incidentId={reviewId}
          namesOf={list.namesOf}
          multiSite={list.multiSite}
          now={list.now}
          onClose={() => setSearch(withoutReview(search))}
          onDismiss={setDismissing}
          foreignOrganization={foreignOrg}
        />
      )}
      <FocusNotice
        state={focus.state}
        notificationId={search.notificationId}
        onReveal={focus.reveal}
        onClose={() => setSearch(withoutReview(search))}
      />
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            All Incidents
          </Title>
          <Text size="sm" c="dimmed">
            {list.site ? `${list.site.title} · ` : ''}
            {list.incidents.data
              ? `${list.shown.length} of ${list.incidents.data.length} incidents`
              : '\u00a0'}
          </Text>
        </Stack>
      </Group>
      <IncidentFilters
        search={search}
        period={list.period}
        timeZone={list.timeZone}
        multiSite={list.multiSite}
        equipmentTypesAvailable={list.equipmentTypesAvailable}
        mobile={mobile}
        onChange={onFilters}
      />
      <Paper
        ref={listRef}
        withBorder
        radius="md"
        shadow="xs"
        p={0}
        bg={mobile ? 'transparent' : undefined}
        style={mobile ? { border: 0, boxShadow: 'none' } : undefined}
      >
        {renderBody()}
      </Paper>
      <ListPagination page={page.page} pages={page.pages} onPage={(p) => setSearch({ ...search, page: p })} />
      <DismissDialog
        incident={dismissing}
        onClose={() => setDismissing(null)}
        subject={dismissing ? list.namesOf(dismissing).resource : undefined}
        notificationId={
          dismissing !== null && dismissing.incidentId === (reviewId ?? focus.focusId)
            ? search.notificationId
            : undefined
        }
      />
    </Stack>
  );

  // A function, not a component: a component declared here would remount the list on every render.
  function renderBody() {
    if (siteNotFound)
      return <EmptyState title="Site not found" subtitle="This site does not exist or you cannot see it." />;
    if (siteId !== undefined && list.sitesError)
      return <ErrorState message={list.sitesError.message} onRetry={() => void list.refetchSites()} />;
    if (list.emptySelection) return <EmptyState />;
    if (list.incidents.isError)
      return (
        <ErrorState message={list.incidents.error.message} onRetry={() => void list.incidents.refetch()} />
      );
    if (!list.incidents.data)
      return (
        <Stack p="md" gap="sm" aria-busy="true" aria-label="Loading incidents">
          {PLACEHOLDER_ROWS.map((k) => (
            <Skeleton key={k} height={36} radius="sm" />
          ))}
        </Stack>
      );
    if (list.shown.length === 0)
      // C-030/C-072: 'Nothing to Report' / 'No matching entries found'.
      return <EmptyState />;
    const List = mobile ? IncidentCards : IncidentsTable;
    return (
      <>
        {list.incidents.isPlaceholderData && (
          <Alert variant="transparent" p="xs" color="gray">
            Updating…
          </Alert>
        )}
        <List
          incidents={page.rows}
          namesOf={list.namesOf}
          multiSite={list.multiSite}
          expanded={expanded}
          onToggle={toggle}
          onDismiss={setDismissing}
          now={list.now}
          label="All Incidents"
          focusedId={focus.focusId}
        />
      </>
    );
  }
}

/**
 * Once the linked incident's row is on screen: scroll it to the top of the view (its expanded details
 * below it) and focus its expand button, so that the keyboard starts there too.
 */
function useScrollToFocused(
  container: React.RefObject<HTMLElement | null>,
  incidentId: number | null,
  done: () => void,
) {
  useEffect(() => {
    if (incidentId === null) return;
    const row = container.current?.querySelector<HTMLElement>(`[data-incident-id="${incidentId}"]`);
    if (!row) return;
    row.scrollIntoView({ block: 'start' });
    row.querySelector<HTMLElement>('[aria-expanded]')?.focus({ preventScroll: true });
    done();
  });
}
