import { Select } from '@mantine/core';

const NONE = '__none__';

/**
 * A Select of an optional reference (gateway, equipment item, space, control board) with 'None' as
 * one of its options: Mantine's clear button is hidden from the keyboard, an option is not.
 */
export function SensorRefSelect({
  label,
  description,
  data,
  value,
  onChange,
  disabled,
  error,
}: {
  label: string;
  description?: string;
  data: readonly { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <Select
      label={label}
      description={description}
      data={[{ value: NONE, label: 'None' }, ...data]}
      value={value ?? NONE}
      onChange={(v) => onChange(!v || v === NONE ? null : v)}
      allowDeselect={false}
      searchable={data.length > 8}
      disabled={disabled}
      error={error}
    />
  );
}
