import { useSyncExternalStore } from 'react';

/**
 * G-005: the mode chosen last for each control, keyed by equipment id (a board's temperature control,
 * which has no equipment, by its kind and id), for this session. Shown until the device reports it.
 */
const modes = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

export const rememberKey = (c: { equipmentId: number | null; kind: string; id: number }) =>
  c.equipmentId !== null ? `equipment:${c.equipmentId}` : `${c.kind}:${c.id}`;

export function rememberMode(key: string, mode: string): void {
  modes.set(key, mode);
  version++;
  for (const l of listeners) l();
}

export function useRememberedModes(): ReadonlyMap<string, string> {
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => version,
  );
  return modes;
}
