import type { Thermostat } from '@sw/contracts';
import { presentHvac } from './controls.presenter';
import type { HvacRow } from './controls.repository';

/** G-016: the thermostat fields, from the same row the HVAC views read (one source of "online"). */
export function presentThermostat(r: HvacRow): Thermostat {
  const h = presentHvac(r);
  return {
    id: h.thermostatId,
    title: h.thermostatTitle,
    displayName: h.displayName ?? h.thermostatTitle,
    vendor: h.vendor,
    model: h.model,
    uuid: h.uuid,
    siteId: h.siteId,
    equipmentId: h.equipmentId,
    mode: h.mode,
    heatSetPoint: h.heatSetPoint,
    coolSetPoint: h.coolSetPoint,
    temperature: h.temperature,
    temperatureUnit: h.temperatureUnit,
    workingMode: h.workingMode,
    localAdjustmentOverride: h.localAdjustmentOverride,
    online: h.online,
    lastSeenAt: h.lastSeenAt,
    heatPump: h.heatPump,
    vendorControlFrom: h.vendorControlFrom,
  };
}
