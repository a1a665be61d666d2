import {
  EnergyMeterCreate,
  EnergyMeterUpdate,
  type SetupEnergyMeter,
  type SetupSensor,
} from '@sw/contracts/setup';
import { check, type FieldErrors } from './field-errors';

export interface MeterFormValues {
  sensorId: string | null;
  title: string;
  uuid: string;
  vendor: string;
  model: string;
  gatewayId: string | null;
  isSiteMain: boolean;
}

export function meterFormValues(meter: SetupEnergyMeter | null): MeterFormValues {
  return {
    sensorId: meter ? String(meter.sensorId) : null,
    title: meter?.title ?? '',
    uuid: meter?.uuid ?? '',
    vendor: meter?.vendor ?? '',
    model: meter?.model ?? '',
    gatewayId: meter?.gatewayId ? String(meter.gatewayId) : null,
    isSiteMain: meter?.isSiteMain ?? false,
  };
}

/** The form checked with the call's schema: create when siteId is given, else update. */
export function checkMeter(v: MeterFormValues, siteId: number | null) {
  const fields = {
    sensorId: v.sensorId === null ? undefined : Number(v.sensorId),
    title: v.title,
    uuid: v.uuid,
    vendor: v.vendor,
    model: v.model || null,
    gatewayId: v.gatewayId === null ? null : Number(v.gatewayId),
    isSiteMain: v.isSiteMain,
  };
  const body = siteId === null ? fields : { siteId, ...fields };
  const errors: FieldErrors = {
    ...check(siteId === null ? EnergyMeterUpdate : EnergyMeterCreate, body).errors,
  };
  if (v.sensorId === null) errors.sensorId = 'Choose the ENERGY sensor the meter reports through';
  return { body, errors: Object.keys(errors).length ? errors : null };
}

/**
 * The site's ENERGY sensors a meter may use: a sensor backs one meter at most, so those behind
 * another meter are left out (the edited meter keeps its own).
 */
export function freeEnergySensors(
  sensors: readonly SetupSensor[],
  meters: readonly SetupEnergyMeter[],
  editing: SetupEnergyMeter | null,
): SetupSensor[] {
  const taken = new Set(meters.filter((m) => m.id !== editing?.id).map((m) => m.sensorId));
  return sensors.filter((s) => s.sensorType === 'ENERGY' && !taken.has(s.id));
}
