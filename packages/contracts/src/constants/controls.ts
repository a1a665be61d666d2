/**
 * Working modes and device commands of the controls (issue 12; G-004, G-007 decided in
 * docs/decisions.md "Controls (issue 12)"). Plain values: the web app imports them without zod.
 */

/** The three kinds of control the spec's working-mode calls address (G-004), by path. */
export const CONTROL_KINDS = ['THERMOSTAT', 'SCHEDULER', 'TEMPERATURE'] as const;
export type ControlKind = (typeof CONTROL_KINDS)[number];

/**
 * G-007 (decided): the working modes a user may set, per kind. SCHEDULE follows the timetable;
 * CALIBRATION is the spec's 'Manual Mode' (G-037: the unit holds its occupied set points all day);
 * FORCED_ON / FORCED_OFF run the equipment or keep it off whatever the timetable says; LIGHT_SENSOR
 * (schedulers) switches the lights by the light level alone. LOCAL_ADJUSTMENT is only ever reported
 * by a thermostat whose keypad was used: it cannot be set, and setting SCHEDULE ends it.
 */
export const WORKING_MODES = {
  THERMOSTAT: ['SCHEDULE', 'CALIBRATION', 'FORCED_ON', 'FORCED_OFF'],
  SCHEDULER: ['SCHEDULE', 'LIGHT_SENSOR', 'FORCED_ON', 'FORCED_OFF'],
  TEMPERATURE: ['SCHEDULE', 'CALIBRATION', 'FORCED_ON', 'FORCED_OFF'],
} as const satisfies Record<ControlKind, readonly string[]>;
export type WorkingMode = (typeof WORKING_MODES)[ControlKind][number];

/** Labels of every working mode a control may report (G-007, G-033 'Manual Mode'). */
export const WORKING_MODE_LABELS: Record<string, string> = {
  SCHEDULE: 'Schedule',
  CALIBRATION: 'Manual Mode',
  FORCED_ON: 'Forced On',
  FORCED_OFF: 'Forced Off',
  LIGHT_SENSOR: 'Light Sensor',
  LOCAL_ADJUSTMENT: 'Local Adjustment',
};

/**
 * A device command's life: SENT (queued for the device's gateway) → ACKNOWLEDGED (the gateway, or
 * the simulator, applied it) → CONFIRMED (a later status sample reports the new mode; for controls
 * without status samples, the acknowledgement confirms) or FAILED (refused by the gateway, or not
 * confirmed within COMMAND_TIMEOUT_MINUTES).
 */
export const COMMAND_STATES = ['SENT', 'ACKNOWLEDGED', 'CONFIRMED', 'FAILED'] as const;
export type CommandState = (typeof COMMAND_STATES)[number];

/** A command neither confirmed nor failed this long after it was sent has failed (decision). */
export const COMMAND_TIMEOUT_MINUTES = 10;

/** Whether the command is still on its way (the UI keeps asking for its state meanwhile). */
export const commandPending = (state: CommandState): boolean => state === 'SENT' || state === 'ACKNOWLEDGED';
