import { Box, Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { RemoveTileButton } from '../../../components/tiles/remove-tile-button';

/** What a tile needs to know of dashboard edit mode. */
export interface TileEdit {
  editing: boolean;
  onRemove: () => void;
}

// One column that fills the grid cell, so the tile inside keeps the row's full height (as it did
// when it was the grid item itself).
const FILL = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 } as const;

/**
 * A dashboard tile that can be removed in edit mode (C-027, decision: every tile, not only the
 * placeholders). In edit mode the tile is outlined; a real tile is veiled and made inert (its links
 * and menus would otherwise compete with the edit) under a centred 'Remove tile'; a blurred
 * placeholder (`placeholder`) offers the button itself. The element stays the same in and out of
 * edit mode, so charts inside are not rebuilt when it toggles.
 */
export function RemovableTile({
  edit,
  title,
  placeholder = false,
  children,
}: {
  edit: TileEdit;
  title: string;
  placeholder?: boolean;
  children: ReactNode;
}) {
  const veiled = edit.editing && !placeholder;
  return (
    <Box
      pos="relative"
      data-tile={title}
      style={{
        ...FILL,
        borderRadius: 'var(--mantine-radius-md)',
        outline: edit.editing ? '2px dashed var(--mantine-color-blue-5)' : undefined,
        outlineOffset: 3,
      }}
    >
      <Box inert={veiled} style={FILL}>
        {children}
      </Box>
      {veiled && (
        <Center
          pos="absolute"
          inset={0}
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            background: 'color-mix(in srgb, var(--mantine-color-body) 60%, transparent)',
          }}
        >
          <RemoveTileButton title={title} onRemove={edit.onRemove} />
        </Center>
      )}
    </Box>
  );
}
