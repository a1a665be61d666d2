import { Checkbox, Group, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import type { OpeningHours } from '@sw/contracts/setup';
import { useState } from 'react';
import type { FieldErrors } from '../utils/field-errors';
import { defaultHours, fromClock, toClock, WEEKDAYS, type Weekday } from '../utils/opening-hours';

/** A time field that keeps what is typed until it reads as a time. */
function ClockInput({
  label,
  minutes,
  onChange,
  error,
}: {
  label: string;
  minutes: number;
  onChange: (m: number) => void;
  error?: string;
}) {
  const [text, setText] = useState(toClock(minutes));
  const parsed = fromClock(text);
  return (
    <TextInput
      aria-label={label}
      value={text}
      w={84}
      size="xs"
      placeholder="HH:mm"
      error={parsed === null ? 'HH:mm' : error}
      onChange={(e) => {
        setText(e.currentTarget.value);
        const m = fromClock(e.currentTarget.value);
        if (m !== null) onChange(m);
      }}
    />
  );
}

/**
 * Opening hours per weekday in the site's own time zone (closed days unticked); or none at all,
 * which the energy figures read as open around the clock (no non-operating hours).
 */
export function OpeningHoursInput({
  value,
  onChange,
  errors,
}: {
  value: OpeningHours | null;
  onChange: (v: OpeningHours | null) => void;
  errors: FieldErrors;
}) {
  const set = (day: Weekday, span: { open: number; close: number } | null) =>
    value && onChange({ ...value, [day]: span });
  return (
    <Stack gap="xs">
      <Switch
        label="Open around the clock (no non-operating hours)"
        checked={value === null}
        onChange={(e) => onChange(e.currentTarget.checked ? null : defaultHours())}
      />
      {value && (
        <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing="xs" w="auto">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th>Open</Table.Th>
              <Table.Th>From</Table.Th>
              <Table.Th>Until</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {WEEKDAYS.map(([day, name]) => {
              const span = value[day];
              const error = errors[`openingHours.${day}.close`] ?? errors[`openingHours.${day}.open`];
              return (
                <Table.Tr key={day}>
                  <Table.Td>
                    <Text size="sm">{name}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Open on ${name}`}
                      checked={span !== null}
                      onChange={(e) => set(day, e.currentTarget.checked ? { open: 480, close: 1200 } : null)}
                    />
                  </Table.Td>
                  {span ? (
                    <>
                      <Table.Td>
                        <ClockInput
                          label={`${name} opens at`}
                          minutes={span.open}
                          onChange={(open) => set(day, { ...span, open })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <ClockInput
                            label={`${name} closes at`}
                            minutes={span.close}
                            onChange={(close) => set(day, { ...span, close })}
                            error={error}
                          />
                        </Group>
                      </Table.Td>
                    </>
                  ) : (
                    <Table.Td colSpan={2}>
                      <Text size="sm" c="dimmed">
                        Closed
                      </Text>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
