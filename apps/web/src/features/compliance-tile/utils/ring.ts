/**
 * The compliance ring's geometry (F-003): a full circle starting at the top, filled clockwise to the
 * value. Drawn as plain SVG: ECharts' core and gauge cost about 120 KiB gzipped for this one ring
 * (issue 10), so the ring keeps ECharts' look (radius 92 % of the box, a 14 px track) without it.
 */
export const RING_BOX = 170;
export const RING_WIDTH = 14;
/** The centre line of the track: the outer edge at 92 % of half the box, as the ECharts gauge had. */
export const RING_RADIUS = (RING_BOX / 2) * 0.92 - RING_WIDTH / 2;

/** stroke-dasharray of the filled arc for a percentage (clamped to 0–100). */
export function ringDash(percent: number, radius = RING_RADIUS): string {
  const length = 2 * Math.PI * radius;
  const filled = (Math.min(100, Math.max(0, percent)) / 100) * length;
  return `${filled.toFixed(2)} ${length.toFixed(2)}`;
}
