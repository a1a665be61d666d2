import { Badge } from '@mantine/core';
import { EXCURSION_EXPLANATION_LABELS, type ExcursionExplanation } from '@sw/contracts/constants';
import { EXPLANATION_COLORS } from '../utils/levels';

/** Why an excursion happened, as a coloured badge (the label says it; the colour only helps). */
export function ExplanationBadge({ explanation }: { explanation: ExcursionExplanation }) {
  return (
    <Badge color={EXPLANATION_COLORS[explanation]} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {EXCURSION_EXPLANATION_LABELS[explanation]}
    </Badge>
  );
}
