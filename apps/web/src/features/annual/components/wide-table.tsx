import { ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';
import { ResponsiveTable } from '../../../components/ui/responsive-table';

/**
 * A table wider than the page (the annual tables: sixteen columns): in the shared responsive wrapper,
 * inside a scroll area whose sideways scrollbar always shows, since browsers that hide native
 * scrollbars (overlay scrollbars, headless Chromium) would otherwise give no sign the table goes on.
 * The phone layout of these pages is a list of cards, not this table.
 */
export function WideTable({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <ResponsiveTable>
      <ScrollArea type="always" scrollbars="x" offsetScrollbars="x" scrollbarSize={10}>
        <div style={{ minWidth }}>{children}</div>
      </ScrollArea>
    </ResponsiveTable>
  );
}
