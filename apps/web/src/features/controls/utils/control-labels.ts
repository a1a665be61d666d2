import type { CommandState, ControlKind } from '@sw/contracts/constants';
import { WORKING_MODE_LABELS } from '@sw/contracts/constants';

export const KIND_LABELS: Record<ControlKind, string> = {
  THERMOSTAT: 'Thermostat',
  SCHEDULER: 'Scheduler',
  TEMPERATURE: 'Temperature control',
};

export const COMMAND_STATE_LABELS: Record<CommandState, string> = {
  SENT: 'Sent',
  ACKNOWLEDGED: 'Acknowledged',
  CONFIRMED: 'Confirmed',
  FAILED: 'Failed',
};

export const COMMAND_STATE_COLORS: Record<CommandState, string> = {
  SENT: 'blue',
  ACKNOWLEDGED: 'indigo',
  CONFIRMED: 'teal',
  FAILED: 'red',
};

/** A working mode's label; an unknown mode (a newer device) shows as it is. */
export const workingModeLabel = (mode: string | null): string =>
  mode === null ? '-' : (WORKING_MODE_LABELS[mode] ?? mode);

/** G-011: the model prefixed with the vendor. */
export const vendorModel = (vendor: string | null, model: string | null): string | null =>
  vendor ? [vendor, model].filter(Boolean).join(' ') : model;
