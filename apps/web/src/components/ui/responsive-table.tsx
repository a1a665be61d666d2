import { Box } from '@mantine/core';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import classes from './responsive-table.module.css';

/** The visible text of each column's header, column by column (header cells may span columns). */
function columnLabels(table: HTMLTableElement): string[] {
  const labels: string[] = [];
  const rows = [...(table.tHead?.rows ?? [])];
  // A grid of the header rows, honouring rowSpan and colSpan, so that the last row names each column.
  const grid: (string | undefined)[][] = rows.map(() => []);
  rows.forEach((row, r) => {
    let c = 0;
    for (const cell of [...row.cells]) {
      while (grid[r]![c] !== undefined) c++;
      const text = (
        cell.querySelector('.mantine-VisuallyHidden-root') ? '' : (cell.textContent ?? '')
      ).trim();
      for (let dr = 0; dr < cell.rowSpan; dr++) {
        for (let dc = 0; dc < cell.colSpan; dc++) {
          const line = grid[r + dr];
          if (line) line[c + dc] = text;
        }
      }
      c += cell.colSpan;
    }
  });
  const last = grid.at(-1) ?? [];
  for (let c = 0; c < last.length; c++) labels.push(last[c] ?? '');
  return labels;
}

/** Copies each column's header onto its cells (data-label), which the phone layout shows. */
function labelCells(table: HTMLTableElement) {
  const labels = columnLabels(table);
  for (const body of [...table.tBodies]) {
    for (const row of [...body.rows]) {
      let c = 0;
      for (const cell of [...row.cells]) {
        const label = cell.colSpan === 1 ? labels[c] : '';
        if (label && cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
        if (!label && cell.hasAttribute('data-label')) cell.removeAttribute('data-label');
        c += cell.colSpan;
      }
    }
  }
}

/**
 * Wraps a Mantine Table: on a desktop it scrolls sideways with a visible scrollbar below `minWidth`,
 * on a phone every row is a card of 'header: value' lines (issue 9: no clipped tables).
 */
export function ResponsiveTable({ minWidth = 0, children }: { minWidth?: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const label = () => {
      for (const table of root.querySelectorAll('table')) labelCells(table);
    };
    // A table wider than its card scrolls: keyboard users reach the scroller (axe scrollable-region-focusable).
    const focusable = () => {
      if (root.scrollWidth > root.clientWidth + 1) root.tabIndex = 0;
      else root.removeAttribute('tabindex');
    };
    label();
    focusable();
    // Rows come and go with data (live values, paging) without this component rendering again.
    const observer = new MutationObserver(() => {
      label();
      focusable();
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    const resize = new ResizeObserver(focusable);
    resize.observe(root);
    return () => {
      observer.disconnect();
      resize.disconnect();
    };
  }, []);
  return (
    <Box
      ref={ref}
      className={classes.scroller}
      style={{ '--table-min-width': `${minWidth}px` } as React.CSSProperties}
    >
      {children}
    </Box>
  );
}
