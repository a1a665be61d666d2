/** A device (sensor, gateway, meter, thermostat) counts as online when it reported within this window. */
export const ONLINE_WINDOW_MINUTES = 30;
