import { NOH_LOAD_RATIO_LIMIT } from '@sw/contracts/constants';

// The formulas the savings pages quote in their 'How is this calculated?' popovers
// (docs/analytics.md "Controls savings").

const limit = `${NOH_LOAD_RATIO_LIMIT * 100} %`;

export const SAVINGS_FORMULAS = {
  saved: {
    formula: 'Saved (kWh) = closed hours × open-hours rate − closed-hours kWh',
    explanation:
      'For every equipment a thermostat or a scheduler controls and an energy sub-meter measures: the energy it would have used had it run through the closed hours at its own open-hours rate (kWh ÷ opening hours of the same day; on a closed day, the period’s mean), less what it really used. Days are each site’s local days; a day counts only when every sub-meter reported in and out of opening hours.',
  },
  percent: {
    formula: 'Savings (%) = saved ÷ energy without controls × 100',
    explanation: 'Energy without controls = open-hours kWh + closed hours × open-hours rate.',
  },
  baseline: {
    formula: 'Without controls (kWh) = open-hours kWh + closed hours × open-hours rate',
    explanation: 'What the controlled equipment would have used without its schedule or setback.',
  },
  actual: {
    formula: 'Used (kWh) = open-hours kWh + closed-hours kWh',
    explanation: 'Measured by the equipment sub-meters, days with complete data only.',
  },
  co2: {
    formula: 'CO2 avoided (kg) = kWh saved × site grid factor (kg CO2e/kWh)',
    explanation: 'Location-based grid factor stored per site; sites without one are left out.',
  },
  waste: {
    formula: `NOH waste (kWh) = Σ days max(0, closed-hours kWh − ${limit} × open-hours kW × closed hours)`,
    explanation: `Site energy (main meter, else the sum of its sub-meters). A closed-hours load at or above ${limit} of the open-hours load is not reduced enough (the unoccupied-load rule energy management vendors use); the energy above it is the waste.`,
  },
  loadRatio: {
    formula: 'Closed/open load = closed-hours kW ÷ open-hours kW',
    explanation: 'kW = kWh ÷ hours, over the period’s days with data.',
  },
  overrides: {
    formula: 'Override hours = hours in local override + manual mode + forced on + forced off',
    explanation:
      'Local override and manual mode from the thermostats’ status samples (kept 15 days), forced on/off from the control boards’ override sensors; each sample counts until the next one, at most 15 minutes.',
  },
} as const;
