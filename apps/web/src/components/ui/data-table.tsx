import { Table, Text } from '@mantine/core';
import { type ColumnDef, FlexRender, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ResponsiveTable } from './responsive-table';

const features = tableFeatures({});
type Features = typeof features;
export type DataColumn<T extends RowData> = ColumnDef<Features, T, unknown> & {
  meta?: { numeric?: boolean; minWidth?: number };
};

/** Lists this long render only the rows near the viewport (TanStack Virtual). */
const VIRTUAL_FROM = 120;

type Item<T> =
  | { kind: 'section'; key: string; label: string; count: number }
  | { kind: 'row'; index: number; row: T };

/**
 * A TanStack Table in the shared responsive wrapper (sideways scroll on a desktop, one card per row on
 * a phone). Rows may come in sections (a header row per section, for the list's grouping); long
 * lists are virtualised against the window scroll, with spacer rows so that the table keeps its
 * height and the scrollbar stays true.
 */
export function DataTable<T extends RowData>({
  columns,
  data,
  rowKey,
  sectionOf,
  minWidth = 0,
  testId,
  rowTestId,
  caption,
}: {
  columns: DataColumn<T>[];
  data: readonly T[];
  rowKey: (row: T) => string | number;
  /** The section label of each row; rows must already be in section order. */
  sectionOf?: (row: T) => string;
  minWidth?: number;
  testId?: string;
  rowTestId?: string;
  caption?: string;
}) {
  const rows = useMemo(() => [...data], [data]);
  const table = useTable({ features, columns, data: rows, getRowId: (r) => String(rowKey(r)) });
  const modelRows = table.getRowModel().rows;
  const items = useMemo(() => {
    const out: Item<T>[] = [];
    let current: string | null = null;
    const counts = new Map<string, number>();
    if (sectionOf) for (const r of rows) counts.set(sectionOf(r), (counts.get(sectionOf(r)) ?? 0) + 1);
    rows.forEach((row, index) => {
      const label = sectionOf?.(row);
      if (label !== undefined && label !== current) {
        current = label;
        out.push({ kind: 'section', key: `section-${label}`, label, count: counts.get(label) ?? 0 });
      }
      out.push({ kind: 'row', index, row });
    });
    return out;
  }, [rows, sectionOf]);

  const body = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const el = body.current;
    if (el) setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtual = items.length >= VIRTUAL_FROM;
  const virtualizer = useWindowVirtualizer({
    count: virtual ? items.length : 0,
    estimateSize: (i) => (items[i]?.kind === 'section' ? 36 : 48),
    overscan: 12,
    scrollMargin,
  });
  const shown = virtual
    ? virtualizer.getVirtualItems().map((v) => ({ v, item: items[v.index]! }))
    : items.map((item, index) => ({ v: { index, start: 0, end: 0 }, item }));
  const first = virtual ? (shown[0]?.v.start ?? 0) - scrollMargin : 0;
  const last = virtual ? virtualizer.getTotalSize() - ((shown.at(-1)?.v.end ?? 0) - scrollMargin) : 0;
  const span = columns.length;

  const spacer = (height: number, key: string): ReactNode =>
    height > 0 ? (
      <tr key={key} style={{ height }} data-spacer>
        <td colSpan={span} style={{ padding: 0, border: 0 }} />
      </tr>
    ) : null;

  return (
    <ResponsiveTable minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm" data-testid={testId} aria-label={caption}>
        <Table.Thead>
          {table.getHeaderGroups().map((g) => (
            <Table.Tr key={g.id}>
              {g.headers.map((h) => {
                const meta = (h.column.columnDef as DataColumn<T>).meta;
                return (
                  <Table.Th
                    key={h.id}
                    ta={meta?.numeric ? 'right' : undefined}
                    style={{ minWidth: meta?.minWidth, whiteSpace: 'nowrap' }}
                  >
                    {h.isPlaceholder ? null : <FlexRender header={h} />}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody ref={body}>
          {spacer(first, 'top')}
          {shown.map(({ v, item }) =>
            item.kind === 'section' ? (
              <Table.Tr
                key={item.key}
                data-index={v.index}
                ref={virtual ? virtualizer.measureElement : undefined}
                data-testid="table-section"
                bg="gray.1"
              >
                <Table.Th colSpan={span} scope="colgroup">
                  <Text span fw={700} size="sm">
                    {item.label}
                  </Text>
                  <Text span c="dimmed" size="xs">
                    {' '}
                    ({item.count})
                  </Text>
                </Table.Th>
              </Table.Tr>
            ) : (
              <Table.Tr
                key={String(rowKey(item.row))}
                data-index={v.index}
                ref={virtual ? virtualizer.measureElement : undefined}
                data-testid={rowTestId}
              >
                {modelRows[item.index]?.getAllCells().map((cell) => {
                  const meta = (cell.column.columnDef as DataColumn<T>).meta;
                  return (
                    <Table.Td key={cell.id} ta={meta?.numeric ? 'right' : undefined}>
                      <FlexRender cell={cell} />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ),
          )}
          {spacer(last, 'bottom')}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
