import '@mantine/dates/styles.css';
import type { StyleProp } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useEffect, useState } from 'react';

/** A day of the picker: 'yyyy-MM-dd', or null while that end is not picked yet. */
type HeldDay = string | null;

const day = (d: unknown): HeldDay => (d ? String(d).slice(0, 10) : null);

/**
 * A range of days picked by clicking two days (or one day twice). The range in force comes from the
 * caller (the URL); the half-picked range lives here until its second day is clicked, because a
 * controlled picker given back the old range after the first click forgets that click (issue 9:
 * clicking two days did nothing). Closing the picker half-way drops the half-picked day.
 */
export function PeriodRangeInput({
  label,
  fromDay,
  toDay,
  maxDay,
  onChange,
  withinPortal = true,
  w,
}: {
  label: string;
  fromDay: string;
  toDay: string;
  /** The last day that may be picked (today in the page's zone). */
  maxDay: string;
  onChange: (days: { from: string; to: string }) => void;
  /** False inside a dropdown, whose outside click a portal would count. */
  withinPortal?: boolean;
  w?: StyleProp<string | number>;
}) {
  const [held, setHeld] = useState<[HeldDay, HeldDay] | null>(null);
  // A new range from outside (the URL changed) replaces anything half-picked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the range in force changes
  useEffect(() => setHeld(null), [fromDay, toDay]);
  return (
    <DatePickerInput
      type="range"
      label={label}
      value={held ?? [fromDay, toDay]}
      onChange={(picked) => {
        const [from, to] = [day(picked[0]), day(picked[1])];
        if (from && to) {
          setHeld(null);
          onChange({ from, to });
        } else setHeld([from, to]);
      }}
      onDropdownClose={() => setHeld(null)}
      valueFormat="DD MMM, YYYY"
      allowSingleDateInRange
      maxDate={maxDay}
      popoverProps={{ withinPortal }}
      w={w}
      data-testid="period-picker"
    />
  );
}
