import { ActionIcon, Menu } from '@mantine/core';
import { icon } from '../../../components/ui/icons';

const DotsIcon = icon([
  'M4 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  'M11 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  'M18 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
]);

export interface RowAction {
  label: string;
  onClick: () => void;
  /** Destructive actions are red (and open a confirm first). */
  danger?: boolean;
  disabled?: boolean;
}

/** A table row's actions (spaces, equipment, meters) behind one '⋯' button named for the row. */
export function RowActions({ name, actions }: { name: string; actions: readonly RowAction[] }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((a) => (
          <Menu.Item
            key={a.label}
            color={a.danger ? 'red' : undefined}
            disabled={a.disabled}
            onClick={a.onClick}
          >
            {a.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
