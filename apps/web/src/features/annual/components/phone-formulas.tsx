import { FormulaList } from '../../../components/ui/formula-list';
import type { Formula } from '../utils/formulas';
import { help } from './annual-table';

/** The annual cards' formulas on a phone, with the desktop headers' 'How is this calculated?'. */
export function PhoneFormulas({ items }: { items: readonly (readonly [label: string, formula: Formula])[] }) {
  return <FormulaList items={items.map(([label, formula]) => ({ label, help: help(formula) }))} />;
}
