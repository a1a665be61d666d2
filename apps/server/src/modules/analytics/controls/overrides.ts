import type { OverrideFigure, OverridesEquipment, OverridesReport } from '@sw/contracts';
import { addUp, byEquipment } from '../hvac/hvac-report';
import { ratio, round } from '../hvac/period';
import type { ThermostatDay } from '../hvac/thermostat-days.repository';
import type { BoardOverride } from './overrides.repository';

/** An equipment as the controls reports name it. */
export interface ControlledEquipment {
  equipmentId: number;
  siteId: number;
  title: string;
  typeTitle: string;
  groupTitle: string;
}

const figure = (count: number, hours: number, observed: number): OverrideFigure => ({
  count,
  hours: round(hours),
  share: ratio(hours, observed),
  observed_hours: round(observed),
});

/**
 * One equipment's overrides (docs/analytics.md "Overrides"): local override and manual mode from its
 * thermostats' samples, forced on and off from its control-board OVERRIDDEN_STATE sensors; each share is
 * of the time its own source was observed.
 */
export function equipmentOverrides(
  eq: ControlledEquipment,
  days: readonly ThermostatDay[],
  boards: readonly BoardOverride[],
): OverridesEquipment {
  const t = addUp(days);
  const observedBoard = boards.reduce((a, b) => a + b.observedH, 0);
  const on = boards.reduce((a, b) => ({ h: a.h + b.onH, n: a.n + b.onN }), { h: 0, n: 0 });
  const off = boards.reduce((a, b) => ({ h: a.h + b.offH, n: a.n + b.offN }), { h: 0, n: 0 });
  const sources: OverridesEquipment['sources'] = [];
  if (days.length) sources.push('thermostat');
  if (boards.length) sources.push('control_board');
  return {
    equipment_title: eq.title,
    equipment_type_title: eq.typeTitle,
    sources,
    local_override: figure(t.localN, t.localH, t.observedH),
    manual_mode: figure(t.manualN, t.manualH, t.observedH),
    forced_on: figure(on.n, on.h, observedBoard),
    forced_off: figure(off.n, off.h, observedBoard),
    override_hours: round(t.localH + t.manualH + on.h + off.h),
  };
}

/** Board overrides grouped by equipment. */
export function boardsByEquipment(boards: readonly BoardOverride[]): Map<number, BoardOverride[]> {
  const out = new Map<number, BoardOverride[]>();
  for (const b of boards) out.set(b.equipmentId, [...(out.get(b.equipmentId) ?? []), b]);
  return out;
}

/** I-099: the site's equipment with thermostats or override sensors and their overrides. */
export function overridesReport(a: {
  site: { id: number; title: string };
  equipment: readonly ControlledEquipment[];
  days: readonly ThermostatDay[];
  boards: readonly BoardOverride[];
  from: string;
  to: string;
}): OverridesReport {
  const days = byEquipment(a.days);
  const boards = boardsByEquipment(a.boards);
  const rows = a.equipment.map(
    (e) =>
      [
        e.equipmentId,
        equipmentOverrides(e, days.get(e.equipmentId) ?? [], boards.get(e.equipmentId) ?? []),
      ] as const,
  );
  return {
    site_id: a.site.id,
    site_title: a.site.title,
    from: a.from,
    to: a.to,
    by_equipment_id: Object.fromEntries(rows.map(([id, r]) => [String(id), r])),
    override_hours: round(rows.reduce((s, [, r]) => s + r.override_hours, 0)),
    equipment_with_overrides: rows.filter(([, r]) => r.override_hours > 0).length,
  };
}
