import { Anchor, Badge, Group, Stack, Table, Tooltip } from '@mantine/core';
import { formatNumber, truncate } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { DailyEnergyTarget } from '../../../components/charts/daily-energy-modal';
import { HowCalculated } from '../../../components/ui/how-calculated';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { type EnergyFormula, SITE_FORMULAS as F } from '../utils/energy-formulas';
import {
  monthLabel,
  monthTarget,
  type SiteEnergyRow,
  type SiteSortKey,
  type SortDir,
} from '../utils/site-rows';
import { OrgMonthCell } from './org-month-cell';
import { PhoneFormulas } from './phone-formulas';
import { SiteMonthModal } from './site-month-modal';
import { SortHeader } from './sort-header';

/** Site names are shortened like the annual tables' (45 characters), the full name in a tooltip. */
const TITLE_MAX = 45;

/**
 * E-062: every site with kWh, kWh/m2, the three months before the period's last month, in/out of
 * schedule. Each month opens the site's energy per day of that month, as on the annual pages.
 */
export function OrgSitesEnergyTable({
  rows,
  months,
  sort,
  dir,
  onSort,
}: {
  rows: readonly SiteEnergyRow[];
  /** The report's months: last month, two and three months ago ('yyyy-MM'). */
  months: readonly [string, string, string];
  sort: SiteSortKey;
  dir: SortDir;
  onSort: (key: SiteSortKey) => void;
}) {
  const [target, setTarget] = useState<DailyEnergyTarget | null>(null);
  const header = (column: SiteSortKey, help?: EnergyFormula, label = help?.label ?? 'Site') => (
    <SortHeader
      key={column}
      label={label}
      column={column}
      sort={sort}
      dir={dir}
      onSort={onSort}
      numeric={column !== 'site'}
      minWidth={column === 'site' ? 140 : 60}
      help={
        help && (
          <HowCalculated label={label} formula={help.formula}>
            {help.detail}
          </HowCalculated>
        )
      }
    />
  );
  const monthKeys = ['lastMonth', 'twoMonthsAgo', 'threeMonthsAgo'] as const;
  return (
    <Stack gap="xs">
      <PhoneFormulas items={Object.values(F)} />
      <ResponsiveTable minWidth={900}>
        <Table
          striped
          highlightOnHover
          verticalSpacing="xs"
          horizontalSpacing={4}
          data-testid="org-sites-energy-table"
        >
          <Table.Thead>
            <Table.Tr>
              {header('site')}
              {header('kwh', F.kwh)}
              {header('kwhPerM2', F.kwhPerM2)}
              {months.map((m, i) => header(monthKeys[i]!, F.month, monthLabel(m)))}
              {header('inSched', F.inSched)}
              {header('outSched', F.outSched)}
              {header('cphIn', F.cphIn)}
              {header('cphOut', F.cphOut)}
              {header('equipment', F.equipment)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.siteId} data-testid="org-site-row">
                <Table.Td>
                  <Group gap={6} wrap="wrap">
                    <Tooltip label={r.title} disabled={r.title.length <= TITLE_MAX} withArrow>
                      <Anchor component={Link} to={`/sites/${r.siteId}/dashboard`} fw={600} size="sm">
                        {truncate(r.title, TITLE_MAX)}
                      </Anchor>
                    </Tooltip>
                    {!r.monitored && (
                      <Badge size="xs" variant="light" color="gray">
                        No energy meter
                      </Badge>
                    )}
                    {r.incomplete && (
                      <Tooltip label={`${r.daysWithData} of ${r.daysInPeriod} days with data`} withArrow>
                        <Badge size="xs" variant="light" color="orange" tabIndex={0}>
                          Incomplete
                        </Badge>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right" fw={600} data-col="kwh">
                  {formatNumber(r.kwh)}
                </Table.Td>
                <Table.Td ta="right">{formatNumber(r.kwhPerM2)}</Table.Td>
                {r.months.map((m, i) => {
                  const open = monthTarget(r, months[i]!);
                  return (
                    <Table.Td key={months[i]} ta="right">
                      <OrgMonthCell
                        cell={m}
                        month={months[i]!}
                        siteTitle={r.title}
                        onOpen={open ? () => setTarget(open) : undefined}
                      />
                    </Table.Td>
                  );
                })}
                <Table.Td ta="right">{formatNumber(r.inSched)}</Table.Td>
                <Table.Td ta="right">{formatNumber(r.outSched)}</Table.Td>
                <Table.Td ta="right">{formatNumber(r.cphIn)}</Table.Td>
                <Table.Td ta="right">{formatNumber(r.cphOut)}</Table.Td>
                <Table.Td ta="right">{r.equipment}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
      <SiteMonthModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
