// Glyphs the tiles need, drawn with components/ui/icons' factory (24-unit grid, round stroke).
import { icon } from '../ui/icons';

export const InfoIcon = icon(['M12 21a9 9 0 1 0 0 -18a9 9 0 0 0 0 18z', 'M12 8h.01', 'M11 12h1v4h1']);
export const HelpIcon = icon([
  'M12 21a9 9 0 1 0 0 -18a9 9 0 0 0 0 18z',
  'M12 17v.01',
  'M12 13.5a1.5 1.5 0 0 1 1 -1.5a2.6 2.6 0 1 0 -3 -4',
]);
export const LockIcon = icon([
  'M5 13a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2z',
  'M8 11v-4a4 4 0 1 1 8 0v4',
]);
export const PlugOffIcon = icon([
  'M16.123 16.092l-.177 .177a5.81 5.81 0 1 1 -8.215 -8.215l.159 -.159',
  'M4 20l3.5 -3.5',
  'M15 4l-3.5 3.5',
  'M20 9l-3.5 3.5',
  'M3 3l18 18',
]);
export const FilterIcon = icon([
  'M4 4h16v2.172a2 2 0 0 1 -.586 1.414l-4.414 4.414v7l-6 2v-8.5l-4.48 -4.928a2 2 0 0 1 -.52 -1.345v-2.227z',
]);
export const ThermometerIcon = icon(['M10 13.5a4 4 0 1 0 4 0v-8.5a2 2 0 0 0 -4 0v8.5', 'M10 9l4 0']);
export const DoorIcon = icon(['M14 12v.01', 'M3 21h18', 'M6 21v-16a2 2 0 0 1 2 -2h8a2 2 0 0 1 2 2v16']);
export const WifiOffIcon = icon([
  'M12 18l.01 0',
  'M9.172 15.172a4 4 0 0 1 5.656 0',
  'M6.343 12.343a7.963 7.963 0 0 1 3.864 -2.14m4.163 .155a7.965 7.965 0 0 1 3.287 2',
  'M3.515 9.515a12 12 0 0 1 3.544 -2.455m3.101 -.92a12 12 0 0 1 10.325 3.374',
  'M3 3l18 18',
]);
export const BoltIcon = icon(['M13 3l0 7l6 0l-8 11l0 -7l-6 0l8 -11']);
export const GaugeIcon = icon([
  'M12 21a9 9 0 1 0 0 -18a9 9 0 0 0 0 18z',
  'M11.41 10.59l2.59 -2.59',
  'M7 12a5 5 0 0 1 5 -5',
]);
export const ArrowLeftIcon = icon(['M5 12l14 0', 'M5 12l6 6', 'M5 12l6 -6']);
export const PencilIcon = icon(['M4 20h4l10.5 -10.5a2.828 2.828 0 1 0 -4 -4l-10.5 10.5v4', 'M13.5 6.5l4 4']);
export const CloseIcon = icon(['M18 6l-12 12', 'M6 6l12 12']);
export const RestoreIcon = icon(['M9 14l-4 -4l4 -4', 'M5 10h11a4 4 0 1 1 0 8h-1']);
