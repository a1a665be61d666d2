import { NOH_GOOD, NOH_POOR } from '@sw/contracts/constants';

// The 'How is this calculated?' texts of the NOH page and tile, as docs/analytics.md "NOH efficiency"
// writes them.

const pct = (x: number) => `${Math.round(x * 100)}%`;

export const NOH_HELP = {
  efficiency: {
    formula: 'NOH Efficiency = 1 − (kWh per non-operating hour ÷ kWh per operating hour)',
    text: `Compares the average load while a site is closed with its load while open: 100% means everything is switched off when closed, 0% that it draws as much as when open. Shown N/A for sites open around the clock. Organisation: each site weighs by what its closed hours would have used at its operating load. Under ${pct(NOH_POOR)} red, ${pct(NOH_POOR)} to under ${pct(NOH_GOOD)} amber, ${pct(NOH_GOOD)} or more green.`,
  },
  total: {
    formula: 'Total Energy Consumption = Operating Hour + Non-Operating Hour Consumption (kWh)',
    text: 'Site energy (the main meter, else the sum of the sub-meters) of the local days that have ended and on which every energy meter reported.',
  },
  op: {
    formula: 'Operating Hour Consumption = Σ kWh read inside opening hours',
    text: 'A reading counts in opening hours when its local time is at or after the opening and before the closing of that day.',
  },
  noh: {
    formula: 'Non-Operating Hour Consumption = Σ kWh read outside opening hours',
    text: 'Closed days count entirely; daylight-saving days have their real 23 or 25 hours.',
  },
  opEui: {
    formula: 'Operating Hourly EUI (Wh/m2) = kWh per operating hour ÷ floor area × 1000',
    text: 'kWh per hour is the energy of the hours divided by their scheduled number. Organisation: Σ kWh ÷ Σ (hours × floor area) of the sites with a floor area.',
  },
  nohEui: {
    formula: 'Non-Operating Hourly EUI (Wh/m2) = kWh per non-operating hour ÷ floor area × 1000',
    text: 'The load a site keeps while closed, per m2 of floor. Organisation: Σ kWh ÷ Σ (hours × floor area) of the sites with a floor area.',
  },
  hours: {
    formula: 'Hours = Σ scheduled hours of the counted days',
    text: 'Operating hours are the opening hours of each local day; non-operating hours the rest of the day (23 or 25 hours on daylight-saving days). Average per hour = kWh ÷ hours.',
  },
  trend: {
    formula: 'Trend = NOH Efficiency of each of the last 6 months',
    text: 'Calendar months in the site’s time zone, ending with the month of the period’s last day. A lighter bar: the month is in progress or has days without data.',
  },
  contributors: {
    formula: 'Key Contributor EUI (Wh/m2) = the group’s kWh per non-operating hour ÷ floor area × 1000',
    text: 'Equipment groups of the site’s sub-meters, by what they draw while the site is closed, largest first.',
  },
  offenders: {
    formula: 'Equipment lower than 20% NOH Efficiency = count of sub-metered equipment under 20%',
    text: 'Each piece of equipment’s own NOH efficiency. Refrigeration must run around the clock and is not counted.',
  },
  tile: {
    formula: 'Monthly NOH Efficiency (%) = organisation NOH efficiency of the month × 100',
    text: 'For each of the last 12 months: 1 − (kWh per non-operating hour ÷ kWh per operating hour), each site weighed by what its closed hours would have used at its operating load. The current month is in progress.',
  },
} as const;
