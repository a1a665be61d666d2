import { Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { NOT_AVAILABLE } from '@sw/domain';
import type { ReactNode } from 'react';
import type { AnnualRow } from '../utils/annual-rows';
import { FORMULAS } from '../utils/formulas';
import { comparedMonths, formatSigned, modelSummary, weatherNote } from '../utils/weather-text';
import classes from './annual.module.css';
import { EstimatedEui, figureText, help, SiteLink, type TableSort } from './annual-table';
import { PhoneFormulas } from './phone-formulas';
import { SortHeader } from './sort-header';
import { WideTable } from './wide-table';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A figure with the reason it is missing (or how it was made) on hover and focus. */
function Explained({ text, note, testId }: { text: string; note: string; testId?: string }) {
  return (
    <Tooltip label={note} multiline w={320} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Text
        span
        size="sm"
        tabIndex={0}
        data-testid={testId}
        style={{ borderBottom: '1px dotted currentColor' }}
      >
        {text}
      </Text>
    </Tooltip>
  );
}

interface WeatherCells {
  normalized: ReactNode;
  effect: ReactNode;
  change: ReactNode;
  weather: ReactNode;
  site: ReactNode;
  model: ReactNode;
}

/** The weather figures of a row, each with its explanation. */
function weatherCells(row: AnnualRow, previousYear: number): WeatherCells {
  const w = row.weather;
  const ok = w?.status === 'ok';
  const note = weatherNote(w);
  const missing = ok ? '-' : NOT_AVAILABLE;
  const c = ok ? w.change : null;
  const changeNote = c
    ? `${comparedMonths(c.months)} against the same months of ${c.previous_year}`
    : ok
      ? `No month of this year is complete, with weather, in both this year and ${previousYear}`
      : note;
  return {
    normalized: (
      <Explained text={ok ? figureText(row.normalized) : NOT_AVAILABLE} note={note} testId="normalized-eui" />
    ),
    effect: ok ? (
      <Explained
        text={formatSigned(w.weather_effect)}
        note={`${comparedMonths(w.weather_effect_months)}: kWh/m2 the weather added (+) or saved (−) against normal`}
      />
    ) : (
      <Text span size="sm">
        {missing}
      </Text>
    ),
    change: <Explained text={c ? formatSigned(c.eui_change) : missing} note={changeNote} />,
    weather: <Explained text={c ? formatSigned(c.weather) : missing} note={changeNote} />,
    site: <Explained text={c ? formatSigned(c.site) : missing} note={changeNote} />,
    model: <Explained text={modelSummary(w)} note={note} testId="weather-model" />,
  };
}

/**
 * The EUI page's weather view: per site its EUI, the weather-normalised EUI, what the year's
 * weather added or saved, and this year's change against last year split into the weather's part
 * and the site's own (docs/analytics.md "Weather-normalised EUI").
 */
export function WeatherTable({
  rows,
  year,
  sort,
}: {
  rows: readonly AnnualRow[];
  year: number;
  sort: TableSort;
}) {
  const previous = year - 1;
  return (
    <WideTable minWidth={1180}>
      <Table
        verticalSpacing={6}
        horizontalSpacing="xs"
        fz="sm"
        highlightOnHover
        aria-label="Sites, weather-normalised EUI"
        data-testid="weather-table"
      >
        <Table.Thead>
          <Table.Tr>
            <SortHeader label="Site" sortKey="site" align="left" className={classes.stickySite} {...sort} />
            <SortHeader label="EUI (YTD)" sortKey="total" help={help(FORMULAS.euiYtd)} {...sort} />
            <SortHeader label="Estimated EUI" sortKey="estimate" help={help(FORMULAS.euiEst)} {...sort} />
            <SortHeader
              label="Normalised EUI"
              sortKey="normalized"
              help={help(FORMULAS.normalized)}
              {...sort}
            />
            <SortHeader
              label="Weather effect"
              sortKey="effect"
              help={help(FORMULAS.weatherEffect)}
              {...sort}
            />
            <SortHeader
              label={`Change vs ${previous}`}
              sortKey="change"
              help={help(FORMULAS.change)}
              {...sort}
            />
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              Weather {help(FORMULAS.changeWeather)}
            </Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              Site {help(FORMULAS.changeSite)}
            </Table.Th>
            <Table.Th style={{ whiteSpace: 'nowrap' }}>Model {help(FORMULAS.model)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const cells = weatherCells(row, previous);
            return (
              <Table.Tr key={row.siteId} data-site-id={row.siteId}>
                <Table.Td className={classes.stickySite} style={{ whiteSpace: 'nowrap' }}>
                  <SiteLink row={row} />
                </Table.Td>
                <Table.Td ta="right" fw={600} style={num}>
                  {figureText(row.total, row.notApplicable)}
                </Table.Td>
                <Table.Td ta="right" style={num}>
                  <EstimatedEui row={row} />
                </Table.Td>
                <Table.Td ta="right" style={num}>
                  {cells.normalized}
                </Table.Td>
                <Table.Td ta="right" style={num}>
                  {cells.effect}
                </Table.Td>
                <Table.Td ta="right" style={num}>
                  {cells.change}
                </Table.Td>
                <Table.Td ta="right" style={num}>
                  {cells.weather}
                </Table.Td>
                <Table.Td ta="right" style={num}>
                  {cells.site}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{cells.model}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}

// A card's figure may wrap (the model's summary is longer than a phone's width); its numbers have no spaces.
const figure = (label: string, value: ReactNode) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text component="div" size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </Text>
  </Stack>
);

/** The weather view on a phone: a card per site, below the columns' formulas. */
export function WeatherCards({ rows, year }: { rows: readonly AnnualRow[]; year: number }) {
  return (
    <Stack gap="xs">
      <PhoneFormulas
        items={[
          ['EUI (YTD)', FORMULAS.euiYtd],
          ['Estimated EUI', FORMULAS.euiEst],
          ['Normalised EUI', FORMULAS.normalized],
          ['Weather effect', FORMULAS.weatherEffect],
          [`Change vs ${year - 1}`, FORMULAS.change],
          ['Weather', FORMULAS.changeWeather],
          ['Site', FORMULAS.changeSite],
          ['Model', FORMULAS.model],
        ]}
      />
      <Stack gap="xs" data-testid="weather-cards" role="list" aria-label="Sites">
        {rows.map((row) => {
          const cells = weatherCells(row, year - 1);
          return (
            <Paper key={row.siteId} withBorder radius="md" p="sm" role="listitem" data-site-id={row.siteId}>
              <Stack gap={6}>
                <SiteLink row={row} />
                <Group gap="lg" wrap="wrap">
                  {figure('EUI (YTD)', figureText(row.total, row.notApplicable))}
                  {figure('Estimated EUI', <EstimatedEui row={row} />)}
                  {figure('Normalised EUI', cells.normalized)}
                  {figure('Weather effect', cells.effect)}
                </Group>
                <Group gap="lg" wrap="wrap">
                  {figure(`Change vs ${year - 1}`, cells.change)}
                  {figure('Weather', cells.weather)}
                  {figure('Site', cells.site)}
                </Group>
                {figure('Model', cells.model)}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
