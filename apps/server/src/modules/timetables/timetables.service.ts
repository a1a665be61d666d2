import type { TimetablePreview } from '@sw/contracts';
import { compareControlTitles, datesBetween, previewEvents, safeTimeZone } from '@sw/domain';
import type { Database } from '../../db/client';
import { outsideRange, type TimetableRow, timetablesOf } from './timetables.repository';

const round1 = (n: number) => Math.round(n * 10) / 10;
const minOf = (xs: (number | null)[]) => {
  const v = xs.filter((x): x is number => x !== null);
  return v.length ? Math.min(...v) : null;
};
const maxOf = (xs: (number | null)[]) => {
  const v = xs.filter((x): x is number => x !== null);
  return v.length ? Math.max(...v) : null;
};

/**
 * D-047…D-053: one preview per equipment, control type and date from `start` to `end` (inclusive,
 * site dates). Timetables of the same equipment and control type are merged (D-050); the merged
 * preview takes the first timetable's id, set point and working mode, and the widest min–max range.
 * Order: equipment in the controls sort order (G-008), then date.
 */
export async function previews(
  database: Database,
  orgId: number,
  site: { id: number; timeZone: string },
  equipmentId: number | null,
  start: string,
  end: string,
): Promise<TimetablePreview[]> {
  const rows = await timetablesOf(database, orgId, site.id, equipmentId);
  if (rows.length === 0) return [];
  // A zone the runtime does not know reads as UTC here and in SQL (where it would be an error).
  const timeZone = safeTimeZone(site.timeZone);
  const groups = new Map<string, TimetableRow[]>();
  for (const r of rows) {
    const key = `${r.equipmentId}|${r.controlType}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const ordered = [...groups.values()].sort(
    (a, b) =>
      compareControlTitles(a[0]!.equipmentTitle, b[0]!.equipmentTitle) ||
      a[0]!.equipmentId - b[0]!.equipmentId ||
      a[0]!.controlType.localeCompare(b[0]!.controlType),
  );
  const weather = await outsideRange(database, orgId, site.id, timeZone, start, end);
  const dates = datesBetween(start, end);
  return ordered.flatMap((tables) => {
    const first = tables[0]!;
    return dates.map((date) => {
      const outside = weather.get(date);
      return {
        equipment: { id: first.equipmentId, title: first.equipmentTitle },
        equipmentId: first.equipmentId,
        siteId: site.id,
        date,
        events: previewEvents(
          date,
          tables.map((t) => t.events),
          timeZone,
        ),
        setPoint: first.setPoint,
        minTemp: minOf(tables.map((t) => t.minTemp)),
        maxTemp: maxOf(tables.map((t) => t.maxTemp)),
        controlType: first.controlType,
        thermostatWorkingMode: first.thermostatWorkingMode,
        timetableId: first.id,
        timetableIds: tables.map((t) => t.id),
        outsideMinTemp: outside ? round1(outside.min) : null,
        outsideMaxTemp: outside ? round1(outside.max) : null,
      };
    });
  });
}
