import { Anchor, Group, Select, Stack, Text, useMantineTheme } from '@mantine/core';
import type { EquipmentTypeEnergyReport } from '@sw/contracts';
import {
  ENERGY_NOT_APPLICABLE_MESSAGE,
  ENERGY_TILE_PERIOD_DAYS,
  NO_ENERGY_DATA_MESSAGE,
} from '@sw/contracts/constants';
import { formatNumber } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { BarEChart, type BarOption } from '../../../components/tiles/bar-echart';
import { ChartLoading } from '../../../components/tiles/chart-loading';
import { TileCard } from '../../../components/tiles/tile-card';
import { ErrorState } from '../../../components/ui/error-state';
import { HowCalculated } from '../../../components/ui/how-calculated';
import { type EnergyPeriod, periodLabel } from '../utils/energy-period';
import { defaultTypeId, typeOptions, typeTopSites } from '../utils/equipment-rows';
import { energyTileState } from '../utils/tile-state';
import { TileMessage } from './tile-message';
import { wrappedBarOption } from './wrapped-bars';

/**
 * The per-equipment-group energy tile (E-054): for the equipment type chosen in its dropdown (types
 * grouped by their type group), the 5 sites whose sub-metered equipment of that type used the most
 * kWh, and the average per site as a dashed line and a figure.
 */
export function EquipmentTypeTile({
  period,
  report,
  applicable,
  error,
  onRetry,
  typeId,
  onTypeChange,
}: {
  period: EnergyPeriod;
  report: EquipmentTypeEnergyReport | undefined;
  applicable: boolean | undefined;
  error: Error | null;
  onRetry: () => void;
  /** The type chosen (the page keeps it in the URL); null: the one with the most energy. */
  typeId: number | null;
  onTypeChange: (typeId: number) => void;
}) {
  const theme = useMantineTheme();
  const options = useMemo(() => typeOptions(report), [report]);
  const chosen =
    typeId !== null && report?.by_equipment_type[String(typeId)] ? String(typeId) : defaultTypeId(report);
  const type = chosen ? report?.by_equipment_type[chosen] : undefined;
  const sites = useMemo(() => typeTopSites(report, chosen), [report, chosen]);
  const option = useMemo<BarOption>(
    () =>
      wrappedBarOption(
        sites.map((s) => ({ label: s.title, value: s.kwh, color: theme.colors.indigo[6] })),
        type ? { value: type.avg_type_kwh, color: theme.colors.orange[7] } : undefined,
      ),
    [sites, type, theme],
  );

  const state = energyTileState({
    applicable,
    error,
    loaded: report !== undefined,
    hasData: Boolean(type) && sites.length > 0,
  });
  let body: React.ReactNode;
  if (state === 'not_applicable') body = <TileMessage>{ENERGY_NOT_APPLICABLE_MESSAGE}</TileMessage>;
  else if (state === 'error') body = <ErrorState message={error?.message ?? ''} onRetry={onRetry} />;
  else if (state === 'loading') body = <ChartLoading height={280} />;
  else if (state === 'empty' || !type) body = <TileMessage>{NO_ENERGY_DATA_MESSAGE}</TileMessage>;
  else
    body = (
      <Stack gap="xs">
        <Group gap={6} wrap="wrap">
          <Text size="sm">
            Average per site (dashed line):{' '}
            <Text span fw={700} data-testid="type-average">
              {formatNumber(type.avg_type_kwh)} kWh
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            ({type.site_count} {type.site_count === 1 ? 'site' : 'sites'}, {type.num_equipment} equipment ·{' '}
            {type.group_title})
          </Text>
        </Group>
        <BarEChart
          option={option}
          height={Math.max(200, sites.length * 46 + 30)}
          label={`${type.type_title} energy by site: ${sites.map((s) => `${s.title} ${formatNumber(s.kwh)} kWh`).join(', ')}; average per site ${formatNumber(type.avg_type_kwh)} kWh`}
        />
      </Stack>
    );

  return (
    <TileCard
      eyebrow="Multisite Insights"
      title="Energy by Equipment Type"
      subtitle={`Last ${ENERGY_TILE_PERIOD_DAYS} days · ${periodLabel(period)} · kWh of equipment sub-meters`}
      testId="equipment-type-tile"
      actions={
        <Group gap={4} wrap="nowrap">
          <HowCalculated
            label="Energy by Equipment Type"
            formula="Site kWh of a type = Σ daily kWh of the sub-meters on the site's equipment of that type; Average per site = Σ of those kWh ÷ number of sites with such metered equipment"
          >
            Only equipment with its own energy sub-meter counts. Days are each site's local days.
          </HowCalculated>
          <Anchor
            component={Link}
            to="/equipment-energy-consumption"
            search={(chosen ? { type: Number(chosen) } : {}) as never}
            size="sm"
            fw={600}
          >
            See All
          </Anchor>
        </Group>
      }
    >
      {options.length > 0 && applicable !== false && (
        <Select
          label="Equipment Type"
          data={options}
          value={chosen}
          onChange={(v) => v && onTypeChange(Number(v))}
          allowDeselect={false}
          searchable
          maw={320}
          comboboxProps={{ withinPortal: true }}
          data-testid="equipment-type-select"
        />
      )}
      {body}
    </TileCard>
  );
}
