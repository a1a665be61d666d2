import { Checkbox, NumberInput, SimpleGrid } from '@mantine/core';
import type { FieldErrors } from '../utils/field-errors';
import { PARAM_FIELDS, type ParamValues } from '../utils/sentinel-params';
import type { SentinelType } from '../utils/sentinel-text';

/** The inputs of a sentinel type's params, each with its unit and limits; errors are 'params.<key>'. */
export function SentinelParamsFields({
  type,
  values,
  errors,
  onChange,
}: {
  type: SentinelType;
  values: ParamValues;
  errors: FieldErrors;
  onChange: (values: ParamValues) => void;
}) {
  const fields = PARAM_FIELDS[type];
  const set = (key: string, v: number | string | boolean) => onChange({ ...values, [key]: v });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {fields.map((f) =>
        f.kind === 'boolean' ? (
          <Checkbox
            key={f.key}
            mt={{ sm: 'lg' }}
            label={f.label}
            description={f.description}
            checked={values[f.key] === true}
            onChange={(e) => set(f.key, e.currentTarget.checked)}
            error={errors[`params.${f.key}`]}
          />
        ) : (
          <NumberInput
            key={f.key}
            label={f.label}
            description={f.description}
            required
            // The server's limits are the engine's: show them, but let the server name a crossing.
            clampBehavior="none"
            min={f.min}
            max={f.max}
            decimalScale={f.decimals}
            allowDecimal={f.decimals !== 0}
            thousandSeparator=","
            value={values[f.key] as number | string}
            onChange={(v) => set(f.key, v)}
            error={errors[`params.${f.key}`]}
          />
        ),
      )}
    </SimpleGrid>
  );
}
