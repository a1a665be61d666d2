import type { Page } from '@playwright/test';

// Issue 9: no table or grid is clipped by its card at 1280, 1440 or 390 px. A table either fits
// its card, or scrolls inside it with a scrollbar that shows without hovering. Used by
// accessibility.spec on the page load it runs axe on (1440 px narrowed to 1280, and 390 px).

/**
 * Every clipped table of the page, described for the failure message (runs in the browser). On a
 * phone a table must fit outright (its phone layout): sideways scrolling there hides columns.
 */
export function clippedTables(page: Page, phone: boolean): Promise<string[]> {
  return page.evaluate((phone) => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const name = (el: Element) =>
      el.getAttribute('aria-label') ??
      el.closest('section[aria-label]')?.getAttribute('aria-label') ??
      el.closest('[aria-label]')?.getAttribute('aria-label') ??
      el.tagName.toLowerCase();
    const scrollsX = (el: Element) => /(auto|scroll)/.test(getComputedStyle(el).overflowX);
    const clipsX = (el: Element) => /(hidden|clip)/.test(getComputedStyle(el).overflowX);
    /** A horizontal scrollbar a user sees without hovering: native with room, or Mantine's shown. */
    const showsScrollbar = (scroller: HTMLElement) => {
      const area = scroller.closest('.mantine-ScrollArea-root');
      if (area && scroller.classList.contains('mantine-ScrollArea-viewport')) {
        const bar = area.querySelector<HTMLElement>(
          '.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]',
        );
        return !!bar && visible(bar) && Number(getComputedStyle(bar).opacity) > 0.5;
      }
      const s = getComputedStyle(scroller);
      const borders = Number.parseFloat(s.borderTopWidth) + Number.parseFloat(s.borderBottomWidth);
      return scroller.offsetHeight - scroller.clientHeight - borders > 0;
    };
    const tables = [
      ...document.querySelectorAll('main table, main [role="table"], main [role="grid"]'),
    ].filter(visible);
    for (const table of tables) {
      let scroller: HTMLElement | null = null;
      for (let el = table.parentElement; el && el !== document.body; el = el.parentElement) {
        if (scrollsX(el)) {
          scroller = el;
          break;
        }
        if (clipsX(el)) break;
      }
      if (phone && scroller && table.scrollWidth > scroller.clientWidth + 1) {
        problems.push(
          `${name(table)}: ${table.scrollWidth} px wide on a ${scroller.clientWidth} px phone card`,
        );
      } else if (scroller && table.scrollWidth > scroller.clientWidth + 1 && !showsScrollbar(scroller)) {
        problems.push(
          `${name(table)}: ${table.scrollWidth} px wide in a ${scroller.clientWidth} px scroller without a visible scrollbar`,
        );
      }
      // Each cell inside its card (or its visible scroller) and inside every clipping ancestor.
      const card = table.closest('.mantine-Paper-root, .mantine-Card-root');
      const cells = [
        ...table.querySelectorAll('th, td, [role="cell"], [role="gridcell"], [role="columnheader"]'),
      ];
      const cut = new Set<string>();
      // Headers kept only for screen readers (the phone layout) sit in a 1 px clipped box.
      const shown = (cell: Element) => {
        for (let el: Element | null = cell; el && el !== table; el = el.parentElement) {
          const r = el.getBoundingClientRect();
          if (r.width <= 1 || r.height <= 1) return false;
        }
        return visible(cell);
      };
      for (const cell of cells.filter(shown)) {
        const r = cell.getBoundingClientRect();
        const boxes: Element[] = [];
        for (let el = cell.parentElement; el && el !== document.body; el = el.parentElement) {
          if (el === scroller) break;
          if (clipsX(el)) boxes.push(el);
          if (el === card) {
            boxes.push(el);
            break;
          }
        }
        if (!scroller?.contains(cell)) boxes.push(document.documentElement);
        for (const box of boxes) {
          const b =
            box === document.documentElement
              ? { left: 0, right: document.documentElement.clientWidth }
              : box.getBoundingClientRect();
          if (r.right > b.right + 1 || r.left < b.left - 1) {
            cut.add((cell.textContent ?? '').trim().slice(0, 30) || '(empty)');
          }
        }
      }
      if (cut.size)
        problems.push(`${name(table)}: cells cut off by their card: ${[...cut].slice(0, 8).join(' | ')}`);
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth + 1) {
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    }
    return problems;
  }, phone);
}
