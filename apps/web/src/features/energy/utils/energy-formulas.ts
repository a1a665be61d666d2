// The 'How is this calculated?' texts of the energy tables (docs/analytics.md "Organisation sites
// energy" and "Equipment energy"), shared by the desktop headers and the phone list of formulas.

export interface EnergyFormula {
  /** The figure, as its column names it. */
  label: string;
  formula: string;
  detail?: string;
}

/** /org-sites-energy-consumption (E-062). The three month columns share `month`. */
export const SITE_FORMULAS = {
  kwh: {
    label: 'Energy (kWh)',
    formula: "Σ daily kWh of the site's main meter, else of its equipment sub-meters, over the period",
    detail: "The site's own local days. A site short of days is marked Incomplete.",
  },
  kwhPerM2: { label: 'kWh/m2', formula: 'kWh/m2 = site kWh ÷ floor area (m2)' },
  month: {
    label: 'Monthly kWh',
    formula: "Month (kWh) = Σ daily kWh of the site's local calendar month",
    detail:
      'The three months before the month the period ends in. Italic: the month is in progress or some of its days have no data (hover or focus for why). Select a month to see its energy per day.',
  },
  inSched: {
    label: 'In Schedule (kWh)',
    formula: 'Σ kWh of readings inside opening hours (open ≤ local time < close)',
  },
  outSched: {
    label: 'Out of Schedule (kWh)',
    formula: 'Σ kWh of readings outside opening hours, closed days included',
  },
  cphIn: {
    label: 'kW In Schedule',
    formula: 'Consumption per hour in schedule = in-schedule kWh ÷ scheduled opening hours',
    detail: 'The average power while open. DST days count their real length (23 or 25 hours).',
  },
  cphOut: {
    label: 'kW Out of Schedule',
    formula: 'Consumption per hour out of schedule = out-of-schedule kWh ÷ hours outside opening hours',
    detail: 'The average power while closed; a site open around the clock has no such hours (-).',
  },
  equipment: { label: 'Equipment', formula: 'Number of equipment of the site' },
} satisfies Record<string, EnergyFormula>;

/** The equipment list of /equipment-energy-consumption (E-065). */
export const EQUIPMENT_FORMULAS = {
  kwh: {
    label: 'Energy (kWh)',
    formula: "Σ daily kWh of the equipment's sub-meters over the site's local days",
  },
  inSched: { label: 'In Schedule (kWh)', formula: 'kWh of readings inside the site opening hours' },
  outSched: { label: 'Out of Schedule (kWh)', formula: 'kWh of readings outside the site opening hours' },
  share: {
    label: 'Share of Site',
    formula: "Share = equipment kWh ÷ the site's energy (main meter, else all sub-meters) × 100",
  },
  days: {
    label: 'Days with Data',
    formula: 'Local days of the period on which every sub-meter of the equipment reported',
  },
} satisfies Record<string, EnergyFormula>;

/** Energy by equipment type (E-063). */
export const TYPE_FORMULAS = {
  kwh: {
    label: 'Energy (kWh)',
    formula: 'Σ daily kWh of the sub-meters on equipment of the type, every site',
  },
  sites: {
    label: 'Sites',
    formula: 'Sites with sub-metered equipment of the type that reported in the period',
  },
  equipment: {
    label: 'Equipment',
    formula: 'Sub-metered equipment of the type that reported in the period',
  },
  avgSite: { label: 'Avg per Site (kWh)', formula: 'Average per site = energy of the type ÷ its sites' },
  avgEquipment: {
    label: 'Avg per Equipment (kWh)',
    formula: 'Average per equipment = energy of the type ÷ its equipment',
  },
} satisfies Record<string, EnergyFormula>;
