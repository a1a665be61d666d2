import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type {
  SetupEquipment,
  SetupSensor,
  SetupSentinel,
  SetupSentinelsCreated,
  SetupSite,
} from '@sw/contracts/setup';
import { useMemo, useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { useSetupQuery, useSetupWrite } from '../api/setup-query';
import { apiFieldErrors } from '../utils/field-errors';
import { type Lookups, SENTINEL_TYPE_LABELS, watchesText } from '../utils/sentinel-text';
import { SentinelCreatedSummary } from './sentinel-created-summary';
import { SentinelForm } from './sentinel-form';
import { SentinelTable } from './sentinel-table';

/** A site's Sentinels tab: the rules that raise its incidents; create, edit, mute, delete. */
export function SentinelsPanel({ site }: { site: SetupSite }) {
  const sentinels = useSetupQuery<SetupSentinel[]>('sentinels', { siteId: site.id });
  const equipment = useSetupQuery<SetupEquipment[]>('equipment', { siteId: site.id });
  const sensors = useSetupQuery<SetupSensor[]>('sensors', { siteId: site.id });
  const mute = useSetupWrite<SetupSentinel>();
  const remove = useSetupWrite();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<SetupSentinel | null>(null);
  const [deleting, setDeleting] = useState<SetupSentinel | null>(null);
  const [created, setCreated] = useState<SetupSentinelsCreated | null>(null);
  const [rowError, setRowError] = useState<string | null>(null);
  const [muting, setMuting] = useState<number | null>(null);
  const archived = Boolean(site.archivedAt);

  const lookups = useMemo<Lookups>(() => {
    const sensorTitles = new Map((sensors.data ?? []).map((s) => [s.id, s.title]));
    const statTitles = new Map(
      (equipment.data ?? []).flatMap((e) =>
        e.thermostat ? [[e.thermostat.id, e.thermostat.title] as const] : [],
      ),
    );
    return { sensorTitle: (id) => sensorTitles.get(id), thermostatTitle: (id) => statTitles.get(id) };
  }, [sensors.data, equipment.data]);

  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };
  const failed = [sentinels, equipment, sensors].find((q) => q.isError);
  const loading = sentinels.isPending || equipment.isPending || sensors.isPending;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={2} fz="h4">
              Sentinels
            </Title>
            <Text size="sm" c="dimmed" maw={720}>
              The rules that raise this site's incidents. A breach opens one once it lasts longer than the
              rule's duration, and escalates once it lasts three times as long.
            </Text>
          </div>
          <Button onClick={() => setCreating(true)} disabled={archived || loading || Boolean(failed)}>
            New sentinel
          </Button>
        </Group>
        {archived && (
          <Alert color="gray" variant="light">
            The site is archived: its sentinels raise nothing and it takes no new ones. Restore it first.
          </Alert>
        )}
        {created && (
          <SentinelCreatedSummary result={created} siteId={site.id} onClose={() => setCreated(null)} />
        )}
        {rowError && (
          <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setRowError(null)}>
            {rowError}
          </Alert>
        )}
        {failed ? (
          <ErrorState
            message={failed.error?.message ?? 'Could not load'}
            onRetry={() => void failed.refetch()}
          />
        ) : loading || !sentinels.data ? (
          <Text size="sm" c="dimmed">
            Loading the sentinels…
          </Text>
        ) : sentinels.data.length === 0 ? (
          <Text size="sm">
            No sentinels yet. Add the site's equipment and sensors first (tabs Equipment and Gateways &
            sensors), then create a sentinel here: a temperature range on each refrigerated item, for a start.
          </Text>
        ) : (
          <SentinelTable
            sentinels={sentinels.data}
            lookups={lookups}
            pendingId={mute.isPending ? muting : null}
            onEdit={setEditing}
            onMute={(s, muted) => {
              setMuting(s.id);
              mute.mutate(
                { method: 'PATCH', path: `sentinels/${s.id}`, body: { muted } },
                {
                  onSuccess: () => setRowError(null),
                  onError: (e) => setRowError(`${s.title}: ${Object.values(apiFieldErrors(e)).join(' ')}`),
                },
              );
            }}
            onDelete={setDeleting}
          />
        )}
      </Stack>

      <Modal opened={creating} onClose={() => setCreating(false)} title="New sentinel" size="lg">
        {creating && (
          <SentinelForm
            site={site}
            sentinel={null}
            equipment={equipment.data ?? []}
            sensors={sensors.data ?? []}
            onCreated={(r) => {
              setCreating(false);
              setCreated(r);
            }}
            onSaved={() => setCreating(false)}
            onCancel={() => setCreating(false)}
          />
        )}
      </Modal>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit sentinel" size="lg">
        {editing && (
          <SentinelForm
            site={site}
            sentinel={editing}
            watches={watchesText(editing, lookups).main}
            equipment={equipment.data ?? []}
            sensors={sensors.data ?? []}
            onCreated={() => setEditing(null)}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal opened={deleting !== null} onClose={closeDelete} title="Delete this sentinel?">
        {deleting && (
          <Stack gap="md">
            <Text size="sm">
              <b>{deleting.title}</b> ({SENTINEL_TYPE_LABELS[deleting.sentinelType].toLowerCase()}) stops
              raising incidents for good. Its past incidents are kept. To pause it instead, mute it.
            </Text>
            {remove.isError && (
              <Alert color="red" variant="light" role="alert">
                {Object.values(apiFieldErrors(remove.error)).join(' ')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={closeDelete}>
                Cancel
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { method: 'DELETE', path: `sentinels/${deleting.id}` },
                    { onSuccess: closeDelete },
                  )
                }
              >
                Delete sentinel
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
