import { Group, SegmentedControl } from '@mantine/core';
import { PeriodRangeInput } from '../../../components/ui/period-range-input';
import { type Preset, presetRange, type ResolvedPeriod } from '../utils/performance-period';

/** The date picker of a performance page: its presets, or any range of days on the calendar. */
export function PerformancePeriod({
  period,
  presets,
  today,
  maxDay,
  onChange,
  mobile = false,
}: {
  period: ResolvedPeriod;
  presets: readonly Preset[];
  today: string;
  /** The last day that may be picked. */
  maxDay: string;
  onChange: (range: { from: string; to: string }) => void;
  /** A phone: short labels, so that the presets fit 390 px. */
  mobile?: boolean;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <SegmentedControl
        size="xs"
        aria-label="Date"
        value={period.preset}
        onChange={(v) => {
          const p = presets.find((x) => x.value === v);
          if (p) onChange(presetRange(p, today));
        }}
        data={[
          ...presets.map((p) => ({ value: p.value, label: mobile ? p.label.replace('Last ', '') : p.label })),
          { value: 'custom', label: 'Custom', disabled: true },
        ]}
      />
      <PeriodRangeInput
        label="Date"
        fromDay={period.from}
        toDay={period.to}
        maxDay={maxDay}
        onChange={onChange}
        w={{ base: '100%', xs: 240 }}
      />
    </Group>
  );
}
