import { Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Site } from '@sw/contracts';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { useSites } from '../../features/sites/api/get-sites';
import { PageZoneProvider } from '../../lib/time-zone';

/** The site of a site-scoped page (its siteId query, A-083): changing it keeps the path. */
export function SitePicker({ siteId }: { siteId: number | null }) {
  const sites = useSites();
  const navigate = useNavigate();
  return (
    <Select
      label="Site"
      placeholder="Choose a site"
      data={(sites.data ?? [])
        .map((s) => ({ value: String(s.id), label: s.title }))
        .sort((a, b) => a.label.localeCompare(b.label))}
      value={siteId ? String(siteId) : null}
      onChange={(v) => void navigate({ to: '.', search: { siteId: v ? Number(v) : undefined } as never })}
      searchable
      allowDeselect={false}
      w={{ base: '100%', sm: 280 }}
      disabled={!sites.data}
    />
  );
}

/**
 * A page about one site chosen by its siteId query (/analytics, /tasks): its title and description,
 * the site picker, then what the page shows of the site on the site's clock, or why not yet (no site
 * chosen, loading, an error, a site that is not the caller's).
 */
export function SiteScopedPage(props: {
  title: string;
  description: string;
  /** What choosing a site shows, e.g. 'its tasks'. */
  what: string;
  children: (site: Site) => ReactNode;
}) {
  useDocumentTitle(`${props.title} · ${PRODUCT_NAME}`);
  const { siteId } = useSearch({ strict: false }) as { siteId?: number };
  const sites = useSites();
  const site = siteId ? sites.data?.find((s) => s.id === siteId) : undefined;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {props.title}
        </Title>
        <Text size="sm" c="dimmed">
          {props.description}
        </Text>
      </Stack>
      <SitePicker siteId={siteId ?? null} />
      {!siteId ? (
        <EmptyState title="Choose a site" subtitle={`Pick a site to see ${props.what}.`} />
      ) : sites.isError ? (
        <ErrorState message={sites.error.message} onRetry={() => void sites.refetch()} />
      ) : sites.isPending ? (
        <Skeleton height={200} />
      ) : !site ? (
        <EmptyState title="Site not found" subtitle="It does not exist or is not one of yours." />
      ) : (
        <PageZoneProvider zone={site.timeZone}>{props.children(site)}</PageZoneProvider>
      )}
    </Stack>
  );
}
