import { Select } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useSites } from '../../features/sites/api/get-sites';

/** The site of a site-scoped page (its siteId query, A-083): changing it keeps the path. */
export function SitePicker({ siteId }: { siteId: number | null }) {
  const sites = useSites();
  const navigate = useNavigate();
  return (
    <Select
      label="Site"
      placeholder="Choose a site"
      data={(sites.data ?? [])
        .map((s) => ({ value: String(s.id), label: s.title }))
        .sort((a, b) => a.label.localeCompare(b.label))}
      value={siteId ? String(siteId) : null}
      onChange={(v) => void navigate({ to: '.', search: { siteId: v ? Number(v) : undefined } as never })}
      searchable
      allowDeselect={false}
      w={{ base: '100%', sm: 280 }}
      disabled={!sites.data}
    />
  );
}
