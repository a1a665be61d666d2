import { SetupShell } from './setup-shell';

// Being written (issue 14).
export function SetupOrganizationsPage() {
  return <SetupShell title="Organisations">{null}</SetupShell>;
}
