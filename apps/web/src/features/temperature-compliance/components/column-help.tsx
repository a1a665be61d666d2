import { HowCalculated } from '../../../components/ui/how-calculated';
import type { TableFormula } from '../../../components/ui/table-formulas';

/** A column's 'How is this calculated?' in its header (the formulas of utils/column-formulas). */
export function ColumnHelp({ column }: { column: TableFormula }) {
  return (
    <HowCalculated label={column.label} formula={column.formula}>
      {column.explanation}
    </HowCalculated>
  );
}
