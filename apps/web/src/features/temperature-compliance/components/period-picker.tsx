import { Group, SegmentedControl } from '@mantine/core';
import { PeriodRangeInput } from '../../../components/ui/period-range-input';
import { lastDays, PERIOD_PRESETS, type Period } from '../utils/period';

/**
 * The period of a compliance page: the presets (last 7, 14 or 30 days) or any range of days picked on
 * the calendar, up to today in the page's zone (decision; the range is capped by the page).
 */
export function PeriodPicker({
  period,
  today,
  maxDays,
  onChange,
}: {
  period: Period;
  today: string;
  maxDays: number;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const presets = PERIOD_PRESETS.filter((p) => p.days <= maxDays);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <SegmentedControl
        size="xs"
        aria-label="Period"
        value={period.days ? String(period.days) : 'custom'}
        onChange={(v) => {
          if (v !== 'custom') onChange(lastDays(today, Number(v)));
        }}
        data={[
          ...presets.map((p) => ({ value: String(p.days), label: p.label })),
          { value: 'custom', label: 'Custom', disabled: true },
        ]}
      />
      <PeriodRangeInput
        label="Days"
        fromDay={period.from}
        toDay={period.to}
        maxDay={today}
        onChange={(r) => onChange(r)}
        w={{ base: '100%', xs: 240 }}
      />
    </Group>
  );
}
