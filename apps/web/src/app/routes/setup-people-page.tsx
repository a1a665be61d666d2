import { SetupShell } from './setup-shell';

// Being written (issue 14).
export function SetupPeoplePage() {
  return <SetupShell title="People">{null}</SetupShell>;
}
