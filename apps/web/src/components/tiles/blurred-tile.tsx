import { Box, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { RemoveTileButton } from './remove-tile-button';
import { LockIcon, PlugOffIcon } from './tile-icons';

export const SETUP_MESSAGE = 'Complete setup process to unlock this tile';
export const FAULTY_ENERGY_MESSAGE =
  'Your EnergyPro is offline, please check the connection and refresh the page later';

export interface BlurredTileProps {
  /** The tile the placeholder stands for, read by screen readers. */
  title: string;
  /** Replaces the default setup message (C-025). */
  message?: string;
  /** The energy device's data is faulty (C-026): its own message and icon win over `message`. */
  faulty?: boolean;
  /** Dashboard edit mode: offers 'Remove tile' (C-027). */
  editMode?: boolean;
  onRemove?: () => void;
  minHeight?: number;
}

/** The message a blurred tile shows: faulty energy data first, else the custom message, else setup. */
export function blurredTileMessage({
  message,
  faulty,
}: Pick<BlurredTileProps, 'message' | 'faulty'>): string {
  if (faulty) return FAULTY_ENERGY_MESSAGE;
  return message?.trim() ? message : SETUP_MESSAGE;
}

/**
 * C-025…C-027: a tile that cannot show data yet. The blurred shapes behind the message are decoration
 * (no numbers), so nothing on it can be mistaken for a reading.
 */
export function BlurredTile({
  title,
  message,
  faulty,
  editMode,
  onRemove,
  minHeight = 280,
}: BlurredTileProps) {
  const text = blurredTileMessage({ message, faulty });
  return (
    <Paper
      component="section"
      aria-label={title}
      withBorder
      radius="md"
      shadow="xs"
      mih={minHeight}
      pos="relative"
      style={{ overflow: 'hidden' }}
    >
      <Box aria-hidden="true" p="md" style={{ filter: 'blur(6px)', opacity: 0.55, pointerEvents: 'none' }}>
        <Box h={18} w="45%" bg="gray.4" style={{ borderRadius: 6 }} mb="lg" />
        {[82, 64, 74, 52, 68].map((w) => (
          <Box key={w} h={14} w={`${w}%`} bg="gray.3" style={{ borderRadius: 6 }} mb="md" />
        ))}
      </Box>
      <Stack
        pos="absolute"
        inset={0}
        align="center"
        justify="center"
        gap="sm"
        p="lg"
        role="status"
        style={{ textAlign: 'center' }}
      >
        <ThemeIcon size={44} radius="xl" variant="light" color={faulty ? 'orange' : 'gray'}>
          {faulty ? <PlugOffIcon size={24} /> : <LockIcon size={24} />}
        </ThemeIcon>
        <Text fw={600} maw={340}>
          {text}
        </Text>
        {editMode && onRemove && <RemoveTileButton title={title} onRemove={onRemove} />}
      </Stack>
    </Paper>
  );
}
