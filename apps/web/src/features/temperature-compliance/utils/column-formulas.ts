import type { TableFormula } from '../../../components/ui/table-formulas';
import { DEFROST_NOTE, EXPLANATION_NOTE, FORMULAS, HOURS_NOTE } from './help-texts';

// F-020, issue 11: the 'How is this calculated?' of each figure column of the compliance tables. One
// list per column serves both the header's popover (desktop) and the phone's list of every formula
// (the headers are hidden when rows become cards), so the two never differ.

const column = (label: string, formula: string, explanation?: string): TableFormula => ({
  label,
  formula,
  explanation,
});

const compliance = (pooled: string) => column('Compliance', FORMULAS.compliance, `${HOURS_NOTE} ${pooled}`);
const outOfRange = column(
  'Out-of-range hours',
  FORMULAS.outOfRange,
  `${FORMULAS.hours}. ${FORMULAS.inRange}.`,
);
const defrost = column('Defrost hours (excused)', FORMULAS.defrost, DEFROST_NOTE);

/** The organisation page's table: one row per site. */
export const ORG_COLUMNS = {
  compliance: compliance("The site's sensors' hours are pooled, so a sensor with more hours weighs more."),
  hours: column('Hours with readings', FORMULAS.hours, HOURS_NOTE),
  outOfRange,
  defrost,
} as const;

/** The site page's table: one row per sensor. */
export const SENSOR_COLUMNS = {
  compliance: compliance('Each sensor counts its own hours.'),
  outOfRange,
  defrost,
  defrostCycles: column('Defrost cycles a day', FORMULAS.defrostCycles, DEFROST_NOTE),
  toReview: column('Excursions to review', FORMULAS.toReview, `${FORMULAS.excursions}. ${EXPLANATION_NOTE}`),
} as const;

/** The analytics page's table: one row per equipment type. */
export const TYPE_COLUMNS = {
  compliance: compliance('Every sensor on equipment of the type is pooled, across the sites.'),
  firstLast: column('First day → last day', FORMULAS.firstLast, FORMULAS.trend),
  outOfRange,
  defrost,
} as const;
