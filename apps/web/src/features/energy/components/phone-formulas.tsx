import { FormulaList } from '../../../components/ui/formula-list';
import { HowCalculated } from '../../../components/ui/how-calculated';
import type { EnergyFormula } from '../utils/energy-formulas';

/** An energy table's formulas above its phone cards; hidden from 48em up, where the headers show. */
export function PhoneFormulas({ items }: { items: readonly EnergyFormula[] }) {
  return (
    <FormulaList
      hiddenFrom="sm"
      items={items.map((f) => ({
        label: f.label,
        help: (
          <HowCalculated label={f.label} formula={f.formula}>
            {f.detail}
          </HowCalculated>
        ),
      }))}
    />
  );
}
