import { Anchor, Badge, Button, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import type { SetupOrganization, SetupSite } from '@sw/contracts/setup';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { AnchorLink } from '../../components/tiles/anchor-link';
import { ErrorState } from '../../components/ui/error-state';
import { PageLoader } from '../../components/ui/page-loader';
import { LocationPicker } from '../../features/map/components/location-picker';
import { useSetupQuery, useSetupWrite } from '../../features/setup/api/setup-query';
import { SiteForm } from '../../features/setup/components/site-form';
import { SiteImages } from '../../features/setup/components/site-images';
import { SetupShell } from './setup-shell';
import { SITE_SECTIONS } from './setup-site-sections';

/** /setup/sites/{siteId}: one site's details, and its spaces, equipment, devices and rules (tabs). */
export function SetupSitePage() {
  const { siteId } = useParams({ strict: false }) as { siteId: string };
  const search = useSearch({ strict: false }) as { tab?: string };
  const navigate = useNavigate();
  const site = useSetupQuery<SetupSite>(`sites/${siteId}`);
  const org = useSetupQuery<SetupOrganization>('organization');
  const write = useSetupWrite<SetupSite>();
  const [confirm, setConfirm] = useState(false);
  const tab = search.tab ?? 'details';

  return (
    <SetupShell title={site.data?.title ?? 'Site'}>
      <Anchor component={Link} to="/setup" size="sm">
        ← All sites
      </Anchor>
      {site.isPending ? (
        <PageLoader />
      ) : site.isError ? (
        <ErrorState message={site.error.message} onRetry={() => void site.refetch()} />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Group gap="sm">
              <Title order={2} fz="h3">
                {site.data.title}
              </Title>
              {site.data.archivedAt && (
                <Badge color="gray" variant="light">
                  Archived
                </Badge>
              )}
            </Group>
            <Group gap="sm">
              {!site.data.archivedAt && (
                <AnchorLink to="/sites/$siteId" params={{ siteId }} size="sm">
                  Open in the product
                </AnchorLink>
              )}
              <Button
                variant={site.data.archivedAt ? 'filled' : 'default'}
                color={site.data.archivedAt ? undefined : 'red'}
                size="sm"
                onClick={() =>
                  site.data.archivedAt
                    ? write.mutate({ method: 'POST', path: `sites/${siteId}/restore` })
                    : setConfirm(true)
                }
                loading={write.isPending}
              >
                {site.data.archivedAt ? 'Restore site' : 'Archive site…'}
              </Button>
            </Group>
          </Group>
          <Tabs
            value={tab}
            onChange={(v) =>
              void navigate({
                to: '.',
                search: { tab: v && v !== 'details' ? v : undefined } as never,
                replace: true,
              })
            }
            keepMounted={false}
          >
            <Tabs.List>
              <Tabs.Tab value="details">Details</Tabs.Tab>
              {SITE_SECTIONS.map((s) => (
                <Tabs.Tab key={s.value} value={s.value}>
                  {s.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="details" pt="md">
              {org.data && (
                <Stack gap="xl">
                  <SiteForm
                    key={site.data.id}
                    site={site.data}
                    defaults={{ timeZone: org.data.timeZone, country: org.data.country }}
                    renderLocation={(at, set) => <LocationPicker value={at} onChange={set} />}
                    onSaved={() => undefined}
                  />
                  <SiteImages site={site.data} />
                </Stack>
              )}
            </Tabs.Panel>
            {SITE_SECTIONS.map((s) => (
              <Tabs.Panel key={s.value} value={s.value} pt="md">
                {s.render(site.data)}
              </Tabs.Panel>
            ))}
          </Tabs>
        </Stack>
      )}
      <Modal opened={confirm} onClose={() => setConfirm(false)} title="Archive this site?">
        <Stack gap="md">
          <Text size="sm">
            The site leaves the lists and the map, its gateways' readings are refused and its open incidents
            are closed. Its history stays, and you can restore it.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={write.isPending}
              onClick={() =>
                write.mutate(
                  { method: 'POST', path: `sites/${siteId}/archive` },
                  { onSuccess: () => setConfirm(false) },
                )
              }
            >
              Archive site
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SetupShell>
  );
}
