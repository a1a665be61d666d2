import { Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SiteControl } from '@sw/contracts';
import { useState } from 'react';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { rememberKey, useRememberedModes } from '../hooks/use-remembered-modes';
import { KIND_LABELS, vendorModel, workingModeLabel } from '../utils/control-labels';
import { CommandStateBadge } from './command-state-badge';
import { ModeCycle } from './mode-cycle';
import { OverrideBadges } from './override-badges';
import { WorkingModeModal } from './working-mode-modal';

interface Props {
  controls: SiteControl[];
  /** MANAGER and ADMIN may change a mode; others see the state only. */
  canChange: boolean;
  /** Thermostat columns (mode cycle, temperature, set points, overrides). */
  thermostatColumns?: boolean;
}

const temp = (v: number | null, unit: 'C' | 'F' | null) =>
  v === null ? '-' : `${v.toFixed(1)} °${unit ?? 'C'}`;

/** The controls in the order given (the server's controls sort order, G-008), one row each. */
export function ControlsTable({ controls, canChange, thermostatColumns = false }: Props) {
  const [open, setOpen] = useState<SiteControl | null>(null);
  const remembered = useRememberedModes();
  return (
    <>
      <ResponsiveTable minWidth={thermostatColumns ? 1100 : 760}>
        <Table verticalSpacing="xs" striped aria-label="Controls">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Control</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Working mode</Table.Th>
              {thermostatColumns ? (
                <>
                  <Table.Th>Mode</Table.Th>
                  <Table.Th>Temperature</Table.Th>
                  <Table.Th>Set points</Table.Th>
                  <Table.Th>Overrides</Table.Th>
                </>
              ) : null}
              <Table.Th>Last command</Table.Th>
              <Table.Th>
                <VisuallyHidden>Action</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {controls.map((c) => {
              const chosen = remembered.get(rememberKey(c));
              return (
                <Table.Tr
                  key={`${c.kind}-${c.id}`}
                  data-testid="control-row"
                  data-kind={c.kind}
                  data-control-id={c.id}
                >
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {c.equipmentTitle ?? c.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[c.equipmentTitle ? c.title : null, vendorModel(c.vendor, c.model)]
                          .filter(Boolean)
                          .join(' · ') || ' '}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>{KIND_LABELS[c.kind]}</Table.Td>
                  <Table.Td data-testid="working-mode" data-mode={c.workingMode} data-remembered={chosen}>
                    <Text size="sm">{workingModeLabel(c.workingMode)}</Text>
                    {chosen && chosen !== c.workingMode ? (
                      <Text size="xs" c="dimmed" data-testid="remembered-mode">
                        Chosen: {workingModeLabel(chosen)}
                      </Text>
                    ) : null}
                  </Table.Td>
                  {thermostatColumns ? (
                    <>
                      <Table.Td>
                        <ModeCycle mode={c.mode} />
                        {c.online === false ? (
                          <Text size="xs" c="dimmed">
                            Offline
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{temp(c.temperature, c.temperatureUnit)}</Table.Td>
                      <Table.Td>
                        {c.heatSetPoint === null
                          ? '-'
                          : `${temp(c.heatSetPoint, c.temperatureUnit)} – ${temp(c.coolSetPoint, c.temperatureUnit)}`}
                      </Table.Td>
                      <Table.Td>
                        <OverrideBadges states={c.overrideStates} />
                      </Table.Td>
                    </>
                  ) : null}
                  <Table.Td>
                    <CommandStateBadge command={c.lastCommand} />
                  </Table.Td>
                  <Table.Td>
                    {canChange ? (
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setOpen(c)}
                        aria-label={`Change working mode of ${c.equipmentTitle ?? c.title}`}
                      >
                        Change mode
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
      <WorkingModeModal control={open} onClose={() => setOpen(null)} />
    </>
  );
}
