import { Badge, Skeleton, Table, Text, Tooltip } from '@mantine/core';
import type { ControllableHvac } from '@sw/contracts';
import { AnchorLink } from '../../../components/tiles/anchor-link';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import {
  controlLabel,
  currentTemperature,
  HVAC_EQUIPMENT_TITLE_MAX,
  HVAC_SITE_TITLE_MAX,
  hvacTitle,
  modeLabel,
  setPointRange,
} from '../utils/hvac-rows';

const COLUMNS = ['Equipment', 'Site', 'Mode & Set Points', 'Current Temp.', 'Control'] as const;

/** C-014: equipment (link), site, thermostat mode and set-point range, current temperature, override or control mode. */
export function HvacTable({
  rows,
  loading,
  full = false,
}: {
  rows: readonly ControllableHvac[];
  loading: boolean;
  /** The full page: longer titles and an online column. */
  full?: boolean;
}) {
  const eqMax = full ? 45 : HVAC_EQUIPMENT_TITLE_MAX;
  const siteMax = full ? 45 : HVAC_SITE_TITLE_MAX;
  return (
    <ResponsiveTable minWidth={full ? 760 : 620}>
      <Table
        verticalSpacing={6}
        horizontalSpacing="xs"
        fz="sm"
        highlightOnHover
        aria-label="Thermostats"
        aria-busy={loading}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} ta={c === 'Current Temp.' ? 'right' : undefined}>
                {c}
              </Table.Th>
            ))}
            {full && <Table.Th>Status</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? ['a', 'b', 'c', 'd', 'e'].map((k) => (
                <Table.Tr key={k}>
                  <Table.Td colSpan={full ? 6 : 5}>
                    <Skeleton height={12} radius="sm" />
                  </Table.Td>
                </Table.Tr>
              ))
            : rows.map((r) => (
                <Table.Tr key={r.thermostatId}>
                  <Table.Td>
                    <Tooltip
                      label={r.equipmentTitle}
                      disabled={hvacTitle(r.equipmentTitle, eqMax) === r.equipmentTitle}
                    >
                      <AnchorLink
                        to="/equipment/$equipmentId"
                        params={{ equipmentId: String(r.equipmentId) }}
                        size="sm"
                        fw={600}
                      >
                        {hvacTitle(r.equipmentTitle, eqMax)}
                      </AnchorLink>
                    </Tooltip>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" title={r.siteTitle}>
                      {hvacTitle(r.siteTitle, siteMax)}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm" span fw={500}>
                      {modeLabel(r.mode)}
                    </Text>
                    <Text size="sm" span c="dimmed">
                      {' · '}
                      {setPointRange(r)}
                    </Text>
                  </Table.Td>
                  <Table.Td
                    ta="right"
                    fw={600}
                    style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                  >
                    {currentTemperature(r)}
                  </Table.Td>
                  <Table.Td>
                    {r.localOverride ? (
                      <Badge color="orange" variant="light" radius="sm" tt="none">
                        {controlLabel(r)}
                      </Badge>
                    ) : (
                      <Text size="sm">{controlLabel(r)}</Text>
                    )}
                  </Table.Td>
                  {full && (
                    <Table.Td>
                      <Badge color={r.online ? 'teal' : 'gray'} variant="light" radius="sm" tt="none">
                        {r.online ? 'Online' : 'Offline'}
                      </Badge>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
