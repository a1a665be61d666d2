import { Text, Tooltip } from '@mantine/core';
import { MISSING_VALUE, truncate } from '@sw/domain';

/** A title cut to `max` characters (C-054), the whole title in a tooltip when it was cut. */
export function TruncatedText({ text, max, fw }: { text: string | null; max: number; fw?: number }) {
  if (!text) return <Text size="sm">{MISSING_VALUE}</Text>;
  const short = truncate(text, max);
  const body = (
    <Text size="sm" fw={fw} span>
      {short}
    </Text>
  );
  return short === text ? (
    body
  ) : (
    <Tooltip label={text} multiline maw={320}>
      {body}
    </Tooltip>
  );
}
