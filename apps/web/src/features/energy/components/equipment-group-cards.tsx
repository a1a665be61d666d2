import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { EquipmentTypeEnergyReport } from '@sw/contracts';
import { formatNumber, formatPercent } from '@sw/domain';

/** Energy by equipment group (HVAC, Refrigeration …): a card each, pressing one filters by it. */
export function EquipmentGroupCards({
  report,
  selected,
  onSelect,
}: {
  report: EquipmentTypeEnergyReport;
  selected: number | undefined;
  onSelect: (groupId: number | undefined) => void;
}) {
  const groups = Object.entries(report.by_equipment_group)
    .map(([id, g]) => ({ id: Number(id), ...g }))
    .sort((a, b) => b.total_kwh - a.total_kwh || a.group_title.localeCompare(b.group_title));
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" data-testid="equipment-group-cards">
      {groups.map((g) => {
        const on = selected === g.id;
        return (
          <UnstyledButton
            key={g.id}
            onClick={() => onSelect(on ? undefined : g.id)}
            aria-pressed={on}
            p="sm"
            style={{
              border: `1px solid var(--mantine-color-${on ? 'teal-6' : 'gray-3'})`,
              borderRadius: 'var(--mantine-radius-md)',
              background: on ? 'var(--mantine-color-teal-0)' : undefined,
            }}
          >
            <Text size="sm" fw={700}>
              {g.group_title}
            </Text>
            <Text fz="lg" fw={700}>
              {formatNumber(g.total_kwh)}{' '}
              <Text span size="sm" c="dimmed" fw={500}>
                kWh
              </Text>
            </Text>
            <Text size="xs" c="dimmed">
              {report.total_kwh > 0 ? formatPercent((g.total_kwh / report.total_kwh) * 100) : '-'} of metered
              · {g.num_equipment} equipment · {formatNumber(g.avg_site_kwh)} kWh per site
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
