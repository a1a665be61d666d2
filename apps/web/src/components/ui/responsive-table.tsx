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

/** The phone layout of responsive-table.module.css (Mantine's sm breakpoint). */
const PHONE_QUERY = '(max-width: 48em)';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
/** Where a header control's own tabindex waits while the phone layout hides the header. */
const KEPT_TABINDEX = 'data-phone-tabindex';

/**
 * On a phone the header row is visually hidden (kept for screen readers): its buttons (sorting,
 * formula popovers) leave the Tab order so that keyboard focus never lands on something unseen, and
 * get their own tabindex back when the layout widens.
 */
function headerTabbing(table: HTMLTableElement, phone: boolean) {
  for (const el of table.tHead?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []) {
    if (phone) {
      if (!el.hasAttribute(KEPT_TABINDEX)) el.setAttribute(KEPT_TABINDEX, el.getAttribute('tabindex') ?? '');
      el.tabIndex = -1;
    } else if (el.hasAttribute(KEPT_TABINDEX)) {
      const kept = el.getAttribute(KEPT_TABINDEX);
      if (kept) el.setAttribute('tabindex', kept);
      else el.removeAttribute('tabindex');
      el.removeAttribute(KEPT_TABINDEX);
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
    const phone = window.matchMedia(PHONE_QUERY);
    const label = () => {
      for (const table of root.querySelectorAll('table')) {
        labelCells(table);
        headerTabbing(table, phone.matches);
      }
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
    phone.addEventListener('change', label);
    return () => {
      observer.disconnect();
      resize.disconnect();
      phone.removeEventListener('change', label);
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
