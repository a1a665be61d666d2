import { Box, Group, Text } from '@mantine/core';
import { DEFROST_CYCLE_MARK, LEGEND_ORDER, LEVEL_STYLES } from '../utils/levels';
import classes from './compliance-grid.module.css';

/** F-020: what each colour and mark of the grid means. */
export function LevelLegend() {
  return (
    <Group gap="md" component="ul" className={classes.legend} aria-label="Compliance levels">
      {LEGEND_ORDER.map((level) => {
        const s = LEVEL_STYLES[level];
        return (
          <Group key={level} gap={6} component="li" wrap="nowrap" title={s.meaning}>
            <Box
              className={classes.swatch}
              data-level={level}
              style={{ backgroundColor: s.fill, color: s.ink }}
              aria-hidden
            >
              {s.mark}
            </Box>
            <Text size="xs">{s.label}</Text>
          </Group>
        );
      })}
      <Group gap={6} component="li" wrap="nowrap" title="a defrost cycle ran during this hour">
        <Box
          className={classes.swatch}
          style={{ backgroundColor: LEVEL_STYLES.Compliant.fill, color: LEVEL_STYLES.Compliant.ink }}
          aria-hidden
        >
          {DEFROST_CYCLE_MARK}
        </Box>
        <Text size="xs">Defrost cycle in a compliant hour</Text>
      </Group>
    </Group>
  );
}
