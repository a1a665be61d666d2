import { formatNumber, MISSING_VALUE, truncate } from '@sw/domain';

// Cells of the 'HVAC Controls Operations' tile and page (C-014, C-017).

export interface HvacRowLike {
  mode: string;
  heatSetPoint: number;
  coolSetPoint: number;
  temperature: number | null;
  temperatureUnit: 'C' | 'F';
  localOverride: boolean;
  controlMode: string;
}

const MODE_LABEL: Record<string, string> = {
  off: 'Off',
  cooling: 'Cooling',
  heating: 'Heating',
  auto: 'Auto',
};

/** 'SCHEDULE' → 'Schedule', 'LOCAL_ADJUSTMENT' → 'Local adjustment'. */
export function humanize(code: string): string {
  const words = code.trim().toLowerCase().replace(/_+/g, ' ');
  return words ? words[0]!.toUpperCase() + words.slice(1) : MISSING_VALUE;
}

export const modeLabel = (mode: string) => MODE_LABEL[mode] ?? humanize(mode);

/** The set-point range the mode uses: heat for heating, cool for cooling, both for auto; none when off. */
export function setPointRange(row: HvacRowLike): string {
  const u = `°${row.temperatureUnit}`;
  const heat = formatNumber(row.heatSetPoint, 1);
  const cool = formatNumber(row.coolSetPoint, 1);
  switch (row.mode) {
    case 'off':
      return MISSING_VALUE;
    case 'heating':
      return `${heat} ${u}`;
    case 'cooling':
      return `${cool} ${u}`;
    default:
      return `${heat}–${cool} ${u}`;
  }
}

export function currentTemperature(row: Pick<HvacRowLike, 'temperature' | 'temperatureUnit'>): string {
  const t = formatNumber(row.temperature, 1);
  return t === MISSING_VALUE ? t : `${t} °${row.temperatureUnit}`;
}

/** The last column: 'Local override' while staff adjusted the unit, else its control mode. */
export function controlLabel(row: Pick<HvacRowLike, 'localOverride' | 'controlMode'>): string {
  return row.localOverride ? 'Local override' : humanize(row.controlMode);
}

/** C-054 (decision): equipment and site titles in the HVAC tile. */
export const HVAC_EQUIPMENT_TITLE_MAX = 30;
export const HVAC_SITE_TITLE_MAX = 25;
export const hvacTitle = (title: string, max: number) => truncate(title, max);

/** C-017 (decision): the equipment link opens the equipment's page. */
export const equipmentHref = (equipmentId: number) => `/equipment/${equipmentId}`;
