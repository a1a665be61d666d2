import { type ControllableHvac, LOCAL_ADJUSTMENT_WORKING_MODE } from '@sw/contracts';
import { compareControlTitles } from '@sw/domain';
import type { HvacRow } from './controls.repository';

export function presentHvac(r: HvacRow): ControllableHvac {
  const localOverride = r.workingMode === LOCAL_ADJUSTMENT_WORKING_MODE;
  const lastSeen = r.lastSeenAt === null ? null : new Date(r.lastSeenAt);
  return {
    thermostatId: r.thermostatId,
    thermostatTitle: r.thermostatTitle,
    uuid: r.uuid,
    displayName: r.displayName,
    vendor: r.vendor,
    model: r.model,
    equipmentId: r.equipmentId,
    equipmentTitle: r.equipmentTitle,
    siteId: r.siteId,
    siteTitle: r.siteTitle,
    online: r.online === true,
    // 1970 means "no data" (spec 2 §4), not a time to show.
    lastSeenAt: lastSeen && lastSeen.getTime() > 86_400_000 ? lastSeen.toISOString() : null,
    mode: r.mode,
    workingMode: r.workingMode,
    heatSetPoint: r.heatSetPoint,
    coolSetPoint: r.coolSetPoint,
    temperature: r.temperature,
    temperatureUnit: r.temperatureUnit,
    localOverride,
    localAdjustmentOverride: localOverride && r.overrideProduct ? { product: r.overrideProduct } : null,
    controlMode: r.workingMode,
    heatPump: r.heatPump,
    vendorControlFrom: r.vendorControlFrom === null ? null : new Date(r.vendorControlFrom).toISOString(),
  };
}

/**
 * By site title, then the controls sort order (spec 2 §9) of the equipment titles ('supply',
 * 'return', others), then by thermostat.
 */
export function presentHvacs(rows: HvacRow[]): ControllableHvac[] {
  return rows
    .map(presentHvac)
    .sort(
      (a, b) =>
        a.siteTitle.localeCompare(b.siteTitle) ||
        a.siteId - b.siteId ||
        compareControlTitles(a.equipmentTitle, b.equipmentTitle) ||
        compareControlTitles(a.thermostatTitle, b.thermostatTitle) ||
        a.thermostatId - b.thermostatId,
    );
}
