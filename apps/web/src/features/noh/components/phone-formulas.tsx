import { FormulaList } from '../../../components/ui/formula-list';
import { HowCalculated } from '../../../components/ui/how-calculated';
import { NOH_HELP } from '../utils/noh-help';

type Help = (typeof NOH_HELP)[keyof typeof NOH_HELP];

/** The figures of a site card, by the names the cards give them, with the desktop headers' texts. */
const CARD_FIGURES: readonly (readonly [label: string, help: Help])[] = [
  ['NOH Efficiency', NOH_HELP.efficiency],
  ['Trend (last 6 months)', NOH_HELP.trend],
  ['Total Energy (kWh)', NOH_HELP.total],
  ['Operating Hours energy', NOH_HELP.op],
  ['Non-Operating Hours energy', NOH_HELP.noh],
  ['Hours and Average per Hour', NOH_HELP.hours],
  ['Operating Hourly EUI', NOH_HELP.opEui],
  ['Non-Operating Hourly EUI', NOH_HELP.nohEui],
  ['Key Contributors', NOH_HELP.contributors],
  ['Equipment lower than 20%', NOH_HELP.offenders],
];

/** The NOH site cards' formulas on a phone, with the desktop headers' texts. */
export function PhoneFormulas() {
  return (
    <FormulaList
      items={CARD_FIGURES.map(([label, help]) => ({
        label,
        help: (
          <HowCalculated label={label} formula={help.formula}>
            {help.text}
          </HowCalculated>
        ),
      }))}
    />
  );
}
