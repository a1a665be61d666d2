import { Paper } from '@mantine/core';
import { AuditList } from '../../features/setup/components/audit-list';
import { SetupShell } from './setup-shell';

/** /setup/audit: every setup change of the organisation, who and when, before and after. */
export function SetupAuditPage() {
  return (
    <SetupShell title="Audit">
      <Paper withBorder radius="md" p="md">
        <AuditList />
      </Paper>
    </SetupShell>
  );
}
