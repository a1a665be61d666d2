import { List } from '@mantine/core';
import { HowCalculated } from '../../../components/ui/how-calculated';
import { CELL_NOTE, FORMULAS, HOURS_NOTE } from '../utils/help-texts';
import { DEFROST_CYCLE_MARK, LEGEND_ORDER, LEVEL_STYLES } from '../utils/levels';

/** F-020: what one cell of the hourly grid is, and what each of its levels means. */
export function GridHelp() {
  return (
    <HowCalculated label="Hourly compliance grid" formula={FORMULAS.cell}>
      {CELL_NOTE}
      <List size="sm" spacing={2} mt={4} mb={4}>
        {LEGEND_ORDER.map((level) => (
          <List.Item key={level}>
            {LEVEL_STYLES[level].label}: {LEVEL_STYLES[level].meaning}.
          </List.Item>
        ))}
        <List.Item>{DEFROST_CYCLE_MARK} in a compliant hour: a defrost cycle ran during the hour.</List.Item>
      </List>
      {HOURS_NOTE}
    </HowCalculated>
  );
}
