import { Anchor, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from '../../../components/tiles/tile-icons';
import tabs from '../../../components/ui/link-tabs.module.css';
import { ANNUAL_KIND_ORDER, ANNUAL_KINDS, type AnnualKind } from '../utils/annual-kinds';
import type { AnnualSearch } from '../utils/annual-search';

/**
 * E-002, E-004: 'Annual Performance' with a back link to Summary and the three tab-like links,
 * which keep the year, month, sites and search (each tab is a page of its own).
 */
export function AnnualHeader({ kind, search }: { kind: AnnualKind; search: AnnualSearch }) {
  const keep = { year: search.year, month: search.month, sites: search.sites, q: search.q };
  return (
    <Stack gap="sm">
      <Anchor
        component={Link}
        to="/summary"
        search={{ year: search.year } as never}
        size="sm"
        w="fit-content"
      >
        <Group gap={4} wrap="nowrap">
          <ArrowLeftIcon size={16} />
          Summary
        </Group>
      </Anchor>
      <Stack gap={2}>
        <Title order={1} fz="h2">
          Annual Performance
        </Title>
        <Text size="sm" c="dimmed">
          Energy, energy use intensity and CO2 of each site, month by month.
        </Text>
      </Stack>
      <nav aria-label="Annual reports" style={{ overflowX: 'auto' }}>
        <Group gap={0} wrap="nowrap" className={tabs.bar}>
          {ANNUAL_KIND_ORDER.map((k) => {
            const def = ANNUAL_KINDS[k];
            return (
              <UnstyledButton
                key={k}
                component={Link}
                to={def.path}
                search={keep as never}
                className={tabs.tab}
                data-active={k === kind || undefined}
                aria-current={k === kind ? 'page' : undefined}
              >
                {def.tab}
              </UnstyledButton>
            );
          })}
        </Group>
      </nav>
    </Stack>
  );
}
