import type { Incident } from '@sw/contracts';
import { SENTINEL_TYPE_LABELS } from '@sw/domain';

// Line icons per sentinel type, in the style of components/ui/icons.tsx (24-unit grid, round stroke).
const PATHS: Record<Incident['sentinelType'], readonly string[]> = {
  TEMPERATURE_RANGE: ['M10 13.5a4 4 0 1 0 4 0v-8.5a2 2 0 0 0 -4 0v8.5', 'M10 9l4 0'],
  SETPOINT_DEVIATION: [
    'M12 12m-9 0a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
    'M12 12l3 -3',
    'M12 7v1',
    'M7 12h1',
    'M16 12h1',
  ],
  DOOR_OPEN: ['M14 12v.01', 'M3 21h18', 'M6 21v-16a2 2 0 0 1 2 -2h8a2 2 0 0 1 2 2v16'],
  DEVICE_OFFLINE: [
    'M12 18l.01 0',
    'M9.17 15.17a4 4 0 0 1 5.66 0',
    'M6.34 12.34a8 8 0 0 1 4.2 -2.2',
    'M3 3l18 18',
  ],
  ENERGY_BASELINE: ['M13 3l0 7l6 0l-8 11l0 -7l-6 0l8 -11'],
};

/** The sentinel type's icon with its name for assistive technology. */
export function SentinelIcon({ type, size = 20 }: { type: Incident['sentinelType']; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role="img"
      aria-label={SENTINEL_TYPE_LABELS[type]}
    >
      <title>{SENTINEL_TYPE_LABELS[type]}</title>
      {PATHS[type].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
