import { SetupShell } from './setup-shell';

// Being written (issue 14).
export function SetupImportPage() {
  return <SetupShell title="Import">{null}</SetupShell>;
}
