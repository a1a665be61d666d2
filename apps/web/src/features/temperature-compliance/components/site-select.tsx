import { Select } from '@mantine/core';

/** A site, or every site (the compliance analytics and review pages' siteId). */
export function SiteSelect({
  sites,
  value,
  onChange,
}: {
  sites: readonly { id: number; title: string }[];
  value: number | undefined;
  onChange: (siteId: number | undefined) => void;
}) {
  return (
    <Select
      label="Site"
      data={[
        { value: '', label: 'All sites' },
        ...[...sites]
          .sort((a, b) => a.title.localeCompare(b.title))
          .map((s) => ({ value: String(s.id), label: s.title })),
      ]}
      value={value === undefined ? '' : String(value)}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      searchable
      allowDeselect={false}
      w={{ base: '100%', xs: 260 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
