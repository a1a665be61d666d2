import type { NohBand, NohDataStatus } from '@sw/contracts/constants';
import { nohBand } from '@sw/contracts/constants';
import { formatNumber, formatPercent, NOT_AVAILABLE } from '@sw/domain';

// How the NOH page and tile write and colour their figures (E-038, E-045, E-046; spec 3 §9).

/** An efficiency (a fraction) as a percentage with one decimal; 'N/A' without one. */
export const formatEfficiency = (efficiency: number | null | undefined): string =>
  efficiency === null || efficiency === undefined ? NOT_AVAILABLE : formatPercent(efficiency * 100, 1);

/** E-038: an hourly EUI (kWh/m2 per hour) in Wh/m2, the kWh value times 1000; 'N/A' without one. */
export const formatWhPerM2 = (hourlyEui: number | null | undefined): string =>
  hourlyEui === null || hourlyEui === undefined ? NOT_AVAILABLE : formatNumber(hourlyEui * 1000, 1);

export const BAND_LABEL: Record<NohBand, string> = {
  poor: 'Under 20%',
  fair: '20% to 75%',
  good: '75% or more',
};

/**
 * E-045, E-046: the band colours. Text and its light background keep a 4.5:1 contrast; `bar` is the
 * chart colour (3:1 against white).
 */
export const BAND_STYLE: Record<NohBand, { fg: string; bg: string; border: string; bar: string }> = {
  poor: { fg: '#a61e1e', bg: '#fff5f5', border: '#fa5252', bar: '#e03131' },
  fair: { fg: '#a33d00', bg: '#fff4e6', border: '#fd7e14', bar: '#e8590c' },
  good: { fg: '#1b6e2e', bg: '#ebfbee', border: '#40c057', bar: '#2f9e44' },
};

/** The chart colour of an efficiency; grey without one. */
export const barColor = (efficiency: number | null | undefined) => {
  const band = nohBand(efficiency);
  return band ? BAND_STYLE[band].bar : '#adb5bd';
};

/** Why a site or a month is not complete, in words (E-047, decided). */
export function statusText(
  status: NohDataStatus,
  days: { withData: number; ended: number; total: number },
): string | null {
  switch (status) {
    case 'complete':
      return null;
    case 'in_progress':
      return days.ended === 0
        ? 'Period in progress: no day of it has ended yet at the site'
        : `Period in progress: ${days.ended} of ${days.total} days ended at the site`;
    case 'incomplete':
      return `Incomplete data: ${days.withData} of ${days.ended} days have readings from every energy meter`;
    case 'no_data':
      return 'No energy data in this period';
  }
}
