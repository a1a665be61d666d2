import { Badge, Button, Checkbox, Divider, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  checkState,
  chipSummary,
  type GroupLike,
  groupTypes,
  maxChips,
  selectionToApply,
  type TypeLike,
  toggleMany,
  toggleType,
} from '../utils/selection';

export interface EquipmentTypeFilterProps {
  groups: readonly GroupLike[];
  types: readonly TypeLike[];
  /** The applied selection; empty means all types (F-082). */
  value: readonly number[];
  onApply: (ids: number[]) => void;
  /** Only these type ids are offered (e.g. the types a report has data for). */
  available?: readonly number[];
  /** The simple variant: one flat list titled 'Equipment Type' (F-083). */
  simple?: boolean;
  /** The HVAC-only variant: HVAC types only, up to 3 chips (F-084). */
  hvacOnly?: boolean;
  disabled?: boolean;
}

/**
 * F-080…F-084: checkboxes grouped by equipment group with a select all; 'Apply' sends the ticked
 * types, 'Cancel' (or closing the menu) restores what was applied.
 */
export function EquipmentTypeFilter({
  groups,
  types,
  value,
  onApply,
  available,
  simple = false,
  hvacOnly = false,
  disabled = false,
}: EquipmentTypeFilterProps) {
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<number[]>([...value]);
  const options = groupTypes(groups, types, { available, onlyGroupTitle: hvacOnly ? 'HVAC' : undefined });
  const optionIds = options.flatMap((g) => g.types.map((t) => t.id));
  const { chips, more } = chipSummary(value, types, maxChips(hvacOnly));
  const title = simple || hvacOnly ? 'Equipment Type' : 'Equipment Types';

  const open = () => {
    // An empty selection means all: show every box ticked so that unticking narrows it.
    setDraft(value.length === 0 ? optionIds : [...value]);
    setOpened(true);
  };
  const cancel = () => {
    setDraft([...value]);
    setOpened(false);
  };
  const apply = () => {
    onApply(selectionToApply(draft, optionIds));
    setOpened(false);
  };

  return (
    <Popover
      opened={opened}
      onChange={(o) => (o ? open() : cancel())}
      position="bottom-end"
      shadow="md"
      width={300}
      trapFocus
    >
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          disabled={disabled || optionIds.length === 0}
          onClick={() => (opened ? cancel() : open())}
          aria-label={`${title}: ${value.length === 0 ? 'all' : `${value.length} selected`}`}
          styles={{ label: { gap: 4 } }}
        >
          {value.length === 0 ? (
            <Text size="xs" span>
              All equipment types
            </Text>
          ) : (
            <>
              {chips.map((c) => (
                <Badge key={c.id} size="sm" variant="light" radius="sm" tt="none" maw={120}>
                  {c.title}
                </Badge>
              ))}
              {more > 0 && (
                <Badge size="sm" variant="outline" radius="sm">
                  +{more}
                </Badge>
              )}
            </>
          )}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="sm" role="dialog" aria-label={title}>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {title}
          </Text>
          <Checkbox
            label="Select all"
            checked={checkState(draft, optionIds) === 'all'}
            indeterminate={checkState(draft, optionIds) === 'some'}
            onChange={() => setDraft(toggleMany(draft, optionIds))}
          />
          <Divider />
          <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
            <Stack gap="sm">
              {options.map((g) => (
                <Stack key={g.id} gap={6} role="group" aria-label={g.title}>
                  {simple ? null : (
                    <Checkbox
                      label={g.title}
                      fw={600}
                      checked={
                        checkState(
                          draft,
                          g.types.map((t) => t.id),
                        ) === 'all'
                      }
                      indeterminate={
                        checkState(
                          draft,
                          g.types.map((t) => t.id),
                        ) === 'some'
                      }
                      onChange={() =>
                        setDraft(
                          toggleMany(
                            draft,
                            g.types.map((t) => t.id),
                          ),
                        )
                      }
                    />
                  )}
                  <Stack gap={6} pl={simple ? 0 : 'lg'}>
                    {g.types.map((t) => (
                      <Checkbox
                        key={t.id}
                        size="sm"
                        label={t.title}
                        checked={draft.includes(t.id)}
                        onChange={() => setDraft(toggleType(draft, t.id))}
                      />
                    ))}
                  </Stack>
                </Stack>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={cancel}>
              Cancel
            </Button>
            <Button size="xs" onClick={apply}>
              Apply
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
