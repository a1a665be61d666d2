import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SiteComplianceSensor } from '@sw/contracts';
import { formatNumber, formatPercent, formatTemperature, type TemperatureUnit } from '@sw/domain';
import { format, parseISO } from 'date-fns';
import { useCallback } from 'react';
import { DEFROST_NOTE, EXPLANATION_NOTE, FORMULAS, HOURS_NOTE } from '../utils/help-texts';
import { ComplianceGrid } from './compliance-grid';
import { ExcursionTable, type ExcursionTableRow } from './excursion-table';
import { Figure } from './figure';
import { GridHelp } from './grid-help';
import { LevelLegend } from './level-legend';

/** One sensor of the site page: its figures, its hourly grid and its excursions, each explained. */
export function SensorDetail({
  sensor,
  unit,
  onReview,
}: {
  sensor: SiteComplianceSensor;
  unit: TemperatureUnit;
  onReview: (row: ExcursionTableRow) => void;
}) {
  // Grid days are the site's local days already: a calendar date, formatted as it is.
  const formatDay = useCallback((day: string) => format(parseISO(day), 'EEE d MMM'), []);
  const formatTemp = useCallback((c: number) => formatTemperature(c, unit), [unit]);
  const title = `${sensor.equipment_title} · ${sensor.sensor_title}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} data-testid="sensor-detail">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={3} fz="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            Range {formatTemperature(sensor.min_temp, unit)} to {formatTemperature(sensor.max_temp, unit)}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <Figure
            label="Compliance"
            value={sensor.within_compliance === null ? 'N/A' : formatPercent(sensor.within_compliance, 1)}
            sub={`${formatNumber(sensor.compliant_points, 0)} of ${formatNumber(sensor.valid_points - sensor.defrost_points, 0)} counted hours`}
            formula={FORMULAS.compliance}
          >
            {HOURS_NOTE}
          </Figure>
          <Figure
            label="Defrost hours (excused)"
            value={formatNumber(sensor.defrost_points, 0)}
            formula={FORMULAS.defrost}
          >
            {DEFROST_NOTE}
          </Figure>
          <Figure
            label="Defrost cycles a day"
            value={sensor.defrost.per_day === null ? '-' : formatNumber(sensor.defrost.per_day, 1)}
            sub={
              sensor.defrost.mean_minutes === null
                ? 'No cycle detected'
                : `${formatNumber(sensor.defrost.cycles.length, 0)} cycles, ${formatNumber(sensor.defrost.mean_minutes, 0)} min on average`
            }
            formula={FORMULAS.defrostCycles}
          >
            {DEFROST_NOTE}
          </Figure>
          <Figure
            label="Excursions"
            value={formatNumber(sensor.excursions.length, 0)}
            sub={`${formatNumber(sensor.excursions.filter((e) => e.excused).length, 0)} excused (defrost)`}
            formula={FORMULAS.excursions}
          >
            {EXPLANATION_NOTE}
          </Figure>
        </SimpleGrid>
        <Stack gap={6}>
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Group gap={4} wrap="nowrap">
              <Title order={4} fz="sm">
                Hourly compliance
              </Title>
              <GridHelp />
            </Group>
            <LevelLegend />
          </Group>
          <ComplianceGrid
            title={title}
            grid={sensor.hourly_avg}
            formatDay={formatDay}
            formatTemp={formatTemp}
          />
        </Stack>
        <Stack gap={6}>
          <Title order={4} fz="sm">
            Excursions
          </Title>
          {sensor.excursions.length === 0 ? (
            <Text size="sm" c="dimmed">
              No excursion in the period: every 15-minute average stayed within the range.
            </Text>
          ) : (
            <ExcursionTable
              rows={sensor.excursions}
              unit={unit}
              onReview={onReview}
              label={`Excursions of ${title}`}
            />
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
