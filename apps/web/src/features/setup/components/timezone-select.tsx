import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { zoneOptions } from '../utils/zone-list';

/** A searchable list of IANA zones with their offset now ('Asia/Kolkata (UTC+05:30)'). */
export function TimezoneSelect({
  value,
  onChange,
  error,
  label = 'Time zone',
  description,
}: {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
  label?: string;
  description?: string;
}) {
  const zones = useMemo(() => zoneOptions(), []);
  const data = useMemo(() => {
    const list = zones.map((z) => ({ value: z.value, label: z.label }));
    // A zone kept under another spelling still shows as chosen.
    if (value && !list.some((z) => z.value === value)) list.unshift({ value, label: value });
    return list;
  }, [zones, value]);
  return (
    <Select
      label={label}
      description={description}
      data={data}
      value={value || null}
      onChange={(v) => v && onChange(v)}
      searchable
      required
      nothingFoundMessage="No such time zone"
      placeholder="Type a city, e.g. Kolkata"
      error={error}
      limit={50}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
