/**
 * Door openings and open time from a door's raw readings (telemetry conventions: a reading at every
 * change, 1 = open, and a heartbeat every 5 minutes with the current state). An opening is a reading
 * of 1 after one of 0; the door is open from each reading of 1 to the next reading. A stretch between
 * two readings counts at most MAX_GAP_MS: a silent sensor does not say how long the door stayed open.
 */
export const MAX_GAP_MS = 10 * 60_000;

export interface DoorStats {
  openings: number;
  openMinutes: number;
  /** The first reading's instant (epoch ms), null without readings. */
  coveredFrom: number | null;
}

/** `readings`: 'epoch ms:value' pairs joined by ',', oldest first; `end`: the window's end (epoch ms). */
export function doorStats(readings: string | null, end: number, now: number): DoorStats {
  if (!readings) return { openings: 0, openMinutes: 0, coveredFrom: null };
  const points = readings.split(',').map((p) => {
    const i = p.indexOf(':');
    return { ts: Number(p.slice(0, i)), open: Number(p.slice(i + 1)) >= 0.5 };
  });
  let openings = 0;
  let openMs = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    // The first reading's opening began before the data does: its time counts, not an opening.
    if (p.open && i > 0 && !points[i - 1]!.open) openings++;
    if (!p.open) continue;
    const next = points[i + 1]?.ts ?? Math.min(end, now);
    openMs += Math.min(MAX_GAP_MS, Math.max(0, next - p.ts));
  }
  return { openings, openMinutes: openMs / 60_000, coveredFrom: points[0]!.ts };
}
