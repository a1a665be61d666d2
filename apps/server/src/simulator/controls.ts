import { type OperatingHours, schedulers, type TimetableEvent, thermostats, timetables } from '../db/schema';
import type { DeviceContext, ThermostatRef } from './device-types';
import type { EquipmentTemplate } from './equipment-templates';
import { hoursArrays, OCCUPANCY_MARGIN_MIN } from './site-types';
import type { Exec } from './sql';

/** What staff set by hand on the thermostat in local override (someone wanted the shop warmer). */
const OVERRIDE = { heat: 28, cool: 30, product: 'Thermaview TV-700 keypad' };
/** A demo heat pump's thermostat, and when its own control took over (days before the seed, UTC midnight). */
const HEAT_PUMP = { vendor: 'Aerotherm', model: 'AHP-12', vendorControlDays: 5 };
const DAY_MS = 86_400_000;

/**
 * Occupied from OCCUPANCY_MARGIN_MIN before opening to as long after closing, per weekday (0 =
 * Monday), as the thermostats and the lighting scheduler run them. A 24/7 day is one "on" event.
 */
export function occupancyEvents(hours: OperatingHours, setPoint?: number): TimetableEvent[] {
  const { o, c } = hoursArrays(hours);
  const events: TimetableEvent[] = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    const open = o[weekday]!;
    const close = c[weekday]!;
    if (open < 0) continue;
    const on: TimetableEvent = { weekday, minute: Math.max(0, open - OCCUPANCY_MARGIN_MIN), setAction: 1 };
    if (setPoint !== undefined) on.setPoint = setPoint;
    events.push(on);
    const off = close + OCCUPANCY_MARGIN_MIN;
    if (off < 1440) events.push({ weekday, minute: off, setAction: 0 });
  }
  return events;
}

/** Thermostats (one per HVAC unit) with their schedules, and the lighting scheduler. */
export async function createControls(
  db: Exec,
  ctx: DeviceContext & {
    templates: EquipmentTemplate[];
    eqId: Map<string, number>;
    lightingId: number | null;
  },
): Promise<ThermostatRef[]> {
  const { def, siteId, rng } = ctx;
  const orgId = def.orgId;
  const units = ctx.templates.filter((t) => t.thermostat);
  const setpoints = units.map(() => ({ heat: rng.pick([20.5, 21, 21.5]), cool: rng.pick([23.5, 24, 24.5]) }));
  const rows = units.length
    ? await db
        .insert(thermostats)
        .values(
          units.map((u, i) => {
            const override = def.problems?.localOverride === u.title;
            const heatPump = def.heatPump === u.title;
            const sp = setpoints[i]!;
            const controlFrom =
              Math.floor(ctx.anchor.getTime() / DAY_MS - HEAT_PUMP.vendorControlDays) * DAY_MS;
            return {
              orgId,
              siteId,
              equipmentId: ctx.eqId.get(u.title)!,
              gatewayId: ctx.gatewayId,
              title: `${u.title} Thermostat`,
              displayName: `${u.title} (${u.space})`,
              uuid: `ts-${rng.hex(12)}`,
              vendor: heatPump ? HEAT_PUMP.vendor : 'Thermaview',
              model: heatPump ? HEAT_PUMP.model : 'TV-700',
              heatPump,
              vendorControlFrom: heatPump ? new Date(controlFrom) : null,
              mode: 'auto' as const,
              workingMode: override ? 'LOCAL_ADJUSTMENT' : 'SCHEDULE',
              heatSetPoint: override ? OVERRIDE.heat : sp.heat,
              coolSetPoint: override ? OVERRIDE.cool : sp.cool,
              localAdjustmentOverride: override ? { product: OVERRIDE.product } : null,
            };
          }),
        )
        .returning({ id: thermostats.id, equipmentId: thermostats.equipmentId, title: thermostats.title })
    : [];
  if (rows.length) {
    await db.insert(timetables).values(
      rows.map((r, i) => {
        const sp = setpoints[i]!;
        const mid = (sp.heat + sp.cool) / 2;
        return {
          orgId,
          siteId,
          equipmentId: r.equipmentId,
          thermostatId: r.id,
          title: `${r.title} schedule`,
          controlType: 'THERMOSTAT',
          events: occupancyEvents(ctx.hours, mid),
          setPoint: mid,
          minTemp: sp.heat,
          maxTemp: sp.cool,
        };
      }),
    );
  }
  if (ctx.lightingId) {
    const [scheduler] = await db
      .insert(schedulers)
      .values({
        orgId,
        siteId,
        equipmentId: ctx.lightingId,
        controlBoardId: ctx.boardId,
        title: 'Lighting schedule',
        workingMode: 'SCHEDULE',
        luxThreshold: rng.pick([200, 250, 300, 350, 400]),
      })
      .returning({ id: schedulers.id });
    await db.insert(timetables).values({
      orgId,
      siteId,
      equipmentId: ctx.lightingId,
      schedulerId: scheduler!.id,
      title: 'Lighting schedule',
      controlType: 'SCHEDULER',
      events: occupancyEvents(ctx.hours),
    });
  }
  return rows;
}
