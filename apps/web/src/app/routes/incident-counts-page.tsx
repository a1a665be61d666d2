import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PRODUCT_NAME } from '../../components/ui/brand';
import type { SiteCountsRequest } from '../../features/today/api/get-incident-counts-by-site';
import { SiteCountsList } from '../../features/today/components/site-counts-list';
import { TodayTabs } from '../../features/today/components/today-tabs';

function CountsPage({
  title,
  purpose,
  request,
  emptyTitle,
}: {
  title: string;
  purpose: string;
  request: SiteCountsRequest;
  emptyTitle?: string;
}) {
  useDocumentTitle(`${title} · ${PRODUCT_NAME}`);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const search = useSearch({ strict: false }) as { page?: number; rowLimit?: number };
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {purpose}
        </Text>
      </Stack>
      {pathname.startsWith('/today') && <TodayTabs />}
      <Paper withBorder radius="md" p="md" shadow="xs">
        <SiteCountsList
          request={request}
          label={title}
          emptyTitle={emptyTitle}
          page={search.page ?? 1}
          rowLimit={search.rowLimit}
          onPaging={({ page, rowLimit }) =>
            void navigate({ to: '.', search: (prev: object) => ({ ...prev, page, rowLimit }) as never })
          }
        />
      </Paper>
    </Stack>
  );
}

/** /today/active-incident-counts and /active-incident-counts (C-008 … C-010, C-003 decision). */
export function ActiveIncidentCountsPage() {
  const request = useMemo<SiteCountsRequest>(() => ({ incidentStatus: 'active' }), []);
  return (
    <CountsPage
      title="Sites with Active Incidents"
      purpose="Every site with incidents that are still active, by their current priority."
      request={request}
    />
  );
}

/** /incident-counts (C-003 decision): every incident of the last 7 days per site, active or resolved. */
export function IncidentCountsPage() {
  const request = useMemo<SiteCountsRequest>(() => ({}), []);
  return (
    <CountsPage
      title="Incident Counts"
      purpose="Incidents of the last 7 days per site, active and resolved, by their priority."
      request={request}
      emptyTitle="No Incidents"
    />
  );
}
