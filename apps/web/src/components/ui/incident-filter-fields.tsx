import { type ComboboxProps, MultiSelect } from '@mantine/core';
import { SENTINEL_TYPES } from '@sw/contracts/constants';
import {
  type DisplayPriority,
  dayInZone,
  PRIORITY_NAMES,
  SENTINEL_TYPE_LABELS,
  SEVERITY_FILTER_OPTIONS,
} from '@sw/domain';
import { PeriodRangeInput } from './period-range-input';

// The filters the incidents list and the notification list share, so that a filter reads and
// behaves the same on both tabs (their URL keys are the same too, C-002).

type SentinelTypeName = (typeof SENTINEL_TYPES)[number];

/** The date-range picker: days of `timeZone` (named in its label), up to today; a range or one day. */
export function PeriodPicker({
  fromDay,
  toDay,
  timeZone,
  onChange,
  withinPortal = true,
}: {
  fromDay: string;
  toDay: string;
  timeZone: string;
  onChange: (days: { from: string; to: string }) => void;
  /** False inside a dropdown, whose outside click a portal would count. */
  withinPortal?: boolean;
}) {
  return (
    <PeriodRangeInput
      label={`Period (${timeZone})`}
      fromDay={fromDay}
      toDay={toDay}
      maxDay={dayInZone(new Date(), timeZone)}
      onChange={onChange}
      withinPortal={withinPortal}
    />
  );
}

/** 'Severity': Low, Medium, High, Critical (no NORMAL or HIGHEST, spec 2 §4); none chosen means all. */
export function SeverityFilter({
  value,
  onChange,
  comboboxProps,
}: {
  value: readonly DisplayPriority[] | undefined;
  onChange: (value: DisplayPriority[]) => void;
  comboboxProps?: ComboboxProps;
}) {
  return (
    <MultiSelect
      label="Severity"
      placeholder={value?.length ? undefined : 'All'}
      data={SEVERITY_FILTER_OPTIONS.map((p) => ({ value: p, label: PRIORITY_NAMES[p] }))}
      value={[...(value ?? [])]}
      onChange={(v) => onChange(v as DisplayPriority[])}
      clearable
      comboboxProps={comboboxProps}
    />
  );
}

/** 'Sentinel Type': the five types of the service by name (C-069); none chosen means all. */
export function SentinelTypeFilter({
  value,
  onChange,
  comboboxProps,
}: {
  value: readonly SentinelTypeName[] | undefined;
  onChange: (value: SentinelTypeName[]) => void;
  comboboxProps?: ComboboxProps;
}) {
  return (
    <MultiSelect
      label="Sentinel Type"
      placeholder={value?.length ? undefined : 'All'}
      data={SENTINEL_TYPES.map((t) => ({ value: t, label: SENTINEL_TYPE_LABELS[t] }))}
      value={[...(value ?? [])]}
      onChange={(v) => onChange(v as SentinelTypeName[])}
      clearable
      comboboxProps={comboboxProps}
    />
  );
}
