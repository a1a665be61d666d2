import { EquipmentThermostatCreate } from '@sw/contracts/setup';
import { check, type FieldErrors } from './field-errors';

export interface ThermostatFormValues {
  uuid: string;
  vendor: string;
  gatewayId: string | null;
  model: string;
  displayName: string;
  heatPump: boolean;
}

export const EMPTY_THERMOSTAT: ThermostatFormValues = {
  uuid: '',
  vendor: '',
  gatewayId: null,
  model: '',
  displayName: '',
  heatPump: false,
};

/** The add call's body, checked with its schema; the title is left to the server's default. */
export function checkThermostat(v: ThermostatFormValues) {
  const body = {
    uuid: v.uuid,
    vendor: v.vendor,
    gatewayId: v.gatewayId === null ? undefined : Number(v.gatewayId),
    model: v.model || null,
    displayName: v.displayName || null,
    heatPump: v.heatPump,
  };
  const errors: FieldErrors = { ...check(EquipmentThermostatCreate, body).errors };
  if (v.gatewayId === null) errors.gatewayId = 'Choose the gateway it reports through';
  return { body, errors: Object.keys(errors).length ? errors : null };
}
