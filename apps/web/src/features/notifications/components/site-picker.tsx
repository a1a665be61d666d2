import { Paper, Select, Stack, Text } from '@mantine/core';
import { ErrorState } from '../../../components/ui/error-state';
import { useNotificationSites } from '../api/get-sites';

/** /notifications/my-view without a siteId: choose the site whose notifications to show. */
export function SitePicker({ onPick }: { onPick: (siteId: number) => void }) {
  const sites = useNotificationSites();
  if (sites.error) return <ErrorState message={sites.error.message} onRetry={() => void sites.refetch()} />;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="xs" maw={420}>
        <Text size="sm">Choose a site to see its notifications.</Text>
        <Select
          label="Site"
          placeholder={sites.isPending ? 'Loading sites…' : 'Choose a site'}
          data={(sites.data ?? []).map((s) => ({ value: String(s.id), label: s.title }))}
          onChange={(v) => {
            if (v) onPick(Number(v));
          }}
          searchable
          disabled={!sites.data?.length}
          nothingFoundMessage="No site found"
        />
      </Stack>
    </Paper>
  );
}
