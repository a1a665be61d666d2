/**
 * F-034: the compliance trend, one point per day (fraction 0–1); days without data break the line.
 * A small SVG: the column holds one per row, too many for a chart library each.
 */
export function Sparkline({
  points,
  label,
  threshold,
  width = 96,
  height = 28,
}: {
  points: readonly { date: string; value: number | null }[];
  label: string;
  /** The compliance threshold (fraction), drawn as a dashed line. */
  threshold: number;
  width?: number;
  height?: number;
}) {
  const n = points.length;
  const x = (i: number) => (n <= 1 ? width / 2 : 2 + (i * (width - 4)) / (n - 1));
  const y = (v: number) => 2 + (1 - Math.min(1, Math.max(0, v))) * (height - 4);
  const segments: string[] = [];
  let current = '';
  points.forEach((p, i) => {
    if (p.value === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    current += `${current ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`;
  });
  if (current) segments.push(current);
  const present = points.filter((p) => p.value !== null);
  if (!present.length) return <span>N/A</span>;
  return (
    <svg width={width} height={height} role="img" aria-label={label} data-testid="compliance-trend">
      <title>{label}</title>
      <line
        x1={0}
        x2={width}
        y1={y(threshold)}
        y2={y(threshold)}
        stroke="var(--mantine-color-gray-4)"
        strokeDasharray="2 2"
      />
      {segments.map((d) => (
        <path key={d} d={d} fill="none" stroke="var(--mantine-color-teal-8)" strokeWidth={1.5} />
      ))}
      {points.map((p, i) =>
        p.value === null ? null : (
          <circle key={p.date} cx={x(i)} cy={y(p.value)} r={1.5} fill="var(--mantine-color-teal-8)" />
        ),
      )}
    </svg>
  );
}
