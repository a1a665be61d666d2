import { type EquipmentIconKey, equipmentIconKey } from '@sw/domain';
import { icon } from '../../../components/ui/icons';

// F-089: one line glyph per equipment icon of spec 3 §2 on the 24-unit grid; F-090: a default one.
const box = 'M5 3h14v18H5z';
const fan = [
  'M12 12m-2 0a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
  'M12 10c0-4 1-6 4-6',
  'M14 12c4 0 6 1 6 4',
  'M12 14c0 4-1 6-4 6',
  'M10 12c-4 0-6-1-6-4',
];
const screen = ['M3 5h18v11H3z', 'M8 20h8', 'M12 16v4'];
const snow = ['M12 4v16', 'M5 8l14 8', 'M19 8L5 16'];
const PATHS: Record<EquipmentIconKey, readonly string[]> = {
  'access-transportation': ['M4 19h3l3-5h4l3-5h3', 'M4 19v2h16v-2'],
  door: ['M6 21V3h12v18', 'M4 21h16', 'M14 12h.01'],
  elevator: ['M5 3h14v18H5z', 'M9 9l3-3 3 3', 'M9 15l3 3 3-3'],
  lighting: [
    'M9 18h6',
    'M10 21h4',
    'M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3',
  ],
  'it-office-av': ['M3 5h12v9H3z', 'M17 8l4-2v10l-4-2', 'M6 18h6'],
  'ambient-lighting': ['M12 3v2', 'M4.2 7l1.5 1', 'M19.8 7l-1.5 1', 'M7 14a5 5 0 0 1 10 0', 'M4 18h16'],
  'food-holding': ['M4 14h16', 'M6 14a6 6 0 0 1 12 0', 'M12 8V6', 'M3 18h18'],
  'food-processing': ['M6 3v8a3 3 0 0 0 6 0V3', 'M9 3v18', 'M17 3c-2 2-2 6 0 8v10'],
  'circulation-fan': fan,
  'ventilation-fan': ['M3 3h18v18H3z', ...fan.slice(1)],
  plug: ['M9 3v5', 'M15 3v5', 'M6 8h12v3a6 6 0 0 1-12 0z', 'M12 17v4'],
  hvac: ['M3 6h18v12H3z', 'M7 10h10', 'M7 14h10'],
  'air-curtain': ['M3 4h18v4H3z', 'M6 11v6', 'M10 11v9', 'M14 11v6', 'M18 11v9'],
  'air-handler': ['M3 7h18v10H3z', 'M8 12m-3 0a3 3 0 1 0 6 0a3 3 0 1 0 -6 0', 'M14 10h5', 'M14 14h5'],
  boiler: ['M6 3h12v18H6z', 'M12 8c-2 2-2 4 0 6c2-2 2-4 0-6', 'M9 18h6'],
  'exhaust-air-unit': ['M4 10h10v10H4z', 'M14 14h6', 'M17 11l3 3-3 3', 'M7 6c0-2 2-2 2-4'],
  heater: ['M4 8h16v10H4z', 'M8 8v10', 'M12 8v10', 'M16 8v10', 'M6 21v-3', 'M18 21v-3'],
  humidifier: ['M12 3c-4 5-6 8-6 11a6 6 0 0 0 12 0c0-3-2-6-6-11'],
  'rooftop-unit': ['M3 10l9-6 9 6', 'M5 10h14v10H5z', 'M9 15h6'],
  'split-unit': ['M3 5h18v7H3z', 'M6 9h12', 'M8 15l-1 4', 'M12 15v4', 'M16 15l1 4'],
  vav: ['M3 9h18v6H3z', 'M9 9l6 6', 'M12 3v6', 'M12 15v6'],
  computer: ['M4 4h16v11H4z', 'M2 19h20'],
  display: screen,
  'network-equipment': ['M3 13h18v6H3z', 'M7 16h.01', 'M11 16h.01', 'M12 13V9', 'M8 6a6 6 0 0 1 8 0'],
  'phone-system': [
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  ],
  projector: ['M3 8h18v8H3z', 'M16 12m-2 0a2 2 0 1 0 4 0a2 2 0 1 0 -4 0', 'M6 16v3', 'M18 16v3'],
  refrigeration: snow,
  'walk-in-freezer': ['M3 21V7l9-4 9 4v14', ...snow.map((d) => d.replace(/4v16/, '9v10'))],
  freezer: [box, 'M5 9h14', 'M9 5v2'],
  'ice-machine': [box, 'M9 8h6v6H9z', 'M8 18h8'],
  refrigerator: [box, 'M5 10h14', 'M8 6v2', 'M8 13v3'],
  'walk-in-cooler': ['M3 21V7l9-4 9 4v14', 'M9 21v-8h6v8'],
  'self-service': ['M6 3h12v18H6z', 'M9 7h6v4H9z', 'M9 15h.01', 'M12 15h.01', 'M15 15h.01'],
  atm: ['M3 6h18v12H3z', 'M7 10h4', 'M7 14h10', 'M15 10h2'],
  'drink-dispenser': ['M7 3h10l-1 18H8z', 'M7 8h10', 'M12 3V1'],
  'fuel-dispenser': [
    'M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16',
    'M3 21h12',
    'M6 8h6',
    'M14 11h2a2 2 0 0 1 2 2v3a2 2 0 0 0 4 0V8l-3-3',
  ],
  'payment-machine': ['M6 2h12v20H6z', 'M9 6h6v4H9z', 'M9 14h6', 'M9 18h6'],
  default: ['M12 12m-8 0a8 8 0 1 0 16 0a8 8 0 1 0 -16 0', 'M12 8v4', 'M12 16h.01'],
};
const ICONS = Object.fromEntries(Object.entries(PATHS).map(([key, paths]) => [key, icon(paths)])) as Record<
  EquipmentIconKey,
  ReturnType<typeof icon>
>;

/** The equipment's type icon (F-089, F-090); decorative, the type is always named beside it. */
export function EquipmentIcon({ icon: key, size = 20 }: { icon: string | null | undefined; size?: number }) {
  const name = equipmentIconKey(key);
  const Glyph = ICONS[name];
  return (
    <span
      data-testid="equipment-icon"
      data-icon={name}
      style={{ display: 'inline-flex', color: 'var(--mantine-color-teal-8)' }}
    >
      <Glyph size={size} />
    </span>
  );
}
