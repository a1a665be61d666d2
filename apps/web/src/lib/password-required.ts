import { useSyncExternalStore } from 'react';

// Set when the server answers 403 PASSWORD_UPDATE_REQUIRED (issue 9): the server's word that the
// password must be changed, whatever the client's own reading of the user says. A successful change
// reloads the page, which clears it.
let required = false;
const listeners = new Set<() => void>();

export function markPasswordUpdateRequired(): void {
  if (required) return;
  required = true;
  for (const listener of listeners) listener();
}

export function isPasswordUpdateRequired(): boolean {
  return required;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the server has refused a call because the password must be updated. */
export function usePasswordUpdateRequired(): boolean {
  return useSyncExternalStore(subscribe, isPasswordUpdateRequired, isPasswordUpdateRequired);
}
