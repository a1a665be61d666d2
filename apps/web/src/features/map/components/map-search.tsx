import {
  Badge,
  Button,
  CloseButton,
  Group,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { searchSites } from '@sw/domain';
import { useMemo, useState } from 'react';
import type { MapSite } from '../utils/cluster-index';

/** D-007/D-008: find a site by name; the result list, most incidents first, can be hidden. */
export function MapSearch({
  sites,
  onSelect,
}: {
  sites: readonly MapSite[];
  onSelect: (site: MapSite) => void;
}) {
  const [query, setQuery] = useState('');
  const [hidden, setHidden] = useState(false);
  const results = useMemo(() => searchSites(sites, query), [sites, query]);
  const searching = query.trim().length > 0;

  return (
    <Stack gap={4}>
      <TextInput
        size="sm"
        placeholder="Search site by name"
        aria-label="Search site by name"
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setHidden(false);
        }}
        rightSection={
          query ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setQuery('')} /> : null
        }
      />
      {searching && (
        <Group justify="space-between" gap={4}>
          <Text size="xs" c="dimmed" aria-live="polite">
            {results.length === 0
              ? 'No site matches'
              : `${results.length}${results.length === 50 ? '+' : ''} found`}
          </Text>
          {results.length > 0 && (
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => setHidden((h) => !h)}
              aria-expanded={!hidden}
            >
              {hidden ? 'Show results' : 'Hide results'}
            </Button>
          )}
        </Group>
      )}
      {searching && !hidden && results.length > 0 && (
        <ScrollArea.Autosize mah={220} type="auto">
          <Stack gap={0} component="ul" aria-label="Matching sites" m={0} p={0} style={{ listStyle: 'none' }}>
            {results.map((s) => (
              <li key={s.id}>
                <UnstyledButton
                  onClick={() => onSelect(s)}
                  px={6}
                  py={5}
                  w="100%"
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                  className="sw-map-result"
                >
                  <Group justify="space-between" wrap="nowrap" gap={6}>
                    <Text size="sm" lineClamp={1} title={s.title}>
                      {s.title}
                    </Text>
                    {s.numberActiveIncidents > 0 && (
                      <Badge size="sm" color="violet" variant="filled" title="Active incidents">
                        {s.numberActiveIncidents}
                      </Badge>
                    )}
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
