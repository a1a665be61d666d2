import { Group, Radio, Select, Stack, Text } from '@mantine/core';
import type { SetupEquipment, SetupSensor } from '@sw/contracts/setup';
import { useEquipmentOfType, useSentinelEquipmentTypes } from '../api/sentinel-catalogue';
import type { FieldErrors } from '../utils/field-errors';
import {
  equipmentPlan,
  SENSOR_KIND,
  SITE_TARGET_TEXT,
  sensorsFor,
  TARGET_KINDS,
  TARGET_LABELS,
  type TargetChoice,
  type TargetKind,
  targetError,
  typePlan,
} from '../utils/sentinel-target';
import { reasonText, type SentinelType } from '../utils/sentinel-text';

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What a new sentinel watches: a sensor, an equipment item, every item of a type, or the site. */
export function SentinelTargetFields({
  type,
  value,
  equipment,
  sensors,
  errors,
  onChange,
}: {
  type: SentinelType;
  value: TargetChoice;
  equipment: readonly SetupEquipment[];
  sensors: readonly SetupSensor[];
  errors: FieldErrors;
  onChange: (value: TargetChoice) => void;
}) {
  const set = (patch: Partial<TargetChoice>) => onChange({ ...value, ...patch });
  const error = targetError(errors, value);
  const kind = SENSOR_KIND[type]?.toLowerCase();

  return (
    <Stack gap="sm">
      <Radio.Group
        label="What it watches"
        value={value.kind}
        onChange={(k) => set({ kind: k as TargetKind })}
      >
        <Group gap="md" mt={6}>
          {TARGET_KINDS[type].map((k) => (
            <Radio key={k} value={k} label={TARGET_LABELS[k]} />
          ))}
        </Group>
      </Radio.Group>
      {value.kind === 'sensor' && (
        <Select
          label="Sensor"
          required
          searchable
          placeholder={kind ? `A ${kind} sensor of this site` : 'A sensor of this site'}
          nothingFoundMessage={kind ? `No ${kind} sensor here` : 'No sensor here'}
          data={sensorsFor(type, sensors).map((s) => ({
            value: String(s.id),
            label: s.equipmentTitle ? `${s.title} · ${s.equipmentTitle}` : s.title,
          }))}
          value={value.sensorId}
          onChange={(v) => set({ sensorId: v })}
          error={error}
        />
      )}
      {value.kind === 'equipment' && (
        <EquipmentSelect
          type={type}
          value={value}
          equipment={equipment}
          sensors={sensors}
          error={error}
          onChange={set}
        />
      )}
      {value.kind === 'type' && (
        <TypeFields
          type={type}
          value={value}
          equipment={equipment}
          sensors={sensors}
          error={error}
          onChange={set}
        />
      )}
      {value.kind === 'site' && (
        <Text size="sm" c={error ? 'red' : undefined} role={error ? 'alert' : undefined}>
          {error ?? SITE_TARGET_TEXT[type]}
        </Text>
      )}
    </Stack>
  );
}

interface PartProps {
  type: SentinelType;
  value: TargetChoice;
  equipment: readonly SetupEquipment[];
  sensors: readonly SetupSensor[];
  error: string | undefined;
  onChange: (patch: Partial<TargetChoice>) => void;
}

/** Items with nothing to watch are listed but disabled, with the reason. */
function EquipmentSelect({ type, value, equipment, sensors, error, onChange }: PartProps) {
  const chosen = equipment.find((e) => String(e.id) === value.equipmentId);
  const made = chosen ? equipmentPlan(type, chosen, sensors).made : 0;
  return (
    <Select
      label="Equipment"
      required
      searchable
      placeholder="An equipment item of this site"
      nothingFoundMessage="No equipment here"
      data={equipment.map((e) => {
        const p = equipmentPlan(type, e, sensors);
        return {
          value: String(e.id),
          label: p.reason ? `${e.title} (${reasonText(p.reason)})` : e.title,
          disabled: Boolean(p.reason),
        };
      })}
      value={value.equipmentId}
      onChange={(v) => onChange({ equipmentId: v })}
      description={
        made > 1 ? `It has ${made} ${SENSOR_KIND[type]?.toLowerCase()} sensors: one sentinel each` : undefined
      }
      error={error}
    />
  );
}

/** The type, where (this site or every site), and what that will make. */
function TypeFields({ type, value, equipment, sensors, error, onChange }: PartProps) {
  const types = useSentinelEquipmentTypes();
  const typeId = value.equipmentTypeId ? Number(value.equipmentTypeId) : null;
  const everywhere = useEquipmentOfType(value.scope === 'all' ? typeId : null);
  const here = new Map<number, number>();
  for (const e of equipment) here.set(e.typeId, (here.get(e.typeId) ?? 0) + 1);
  const option = (t: { id: number; title: string }) => ({
    value: String(t.id),
    label: here.has(t.id) ? `${t.title} (${here.get(t.id)} here)` : t.title,
  });
  const all = [...(types.data ?? [])].sort((a, b) => a.title.localeCompare(b.title));
  const data = [
    { group: 'In this site', items: all.filter((t) => here.has(t.id)).map(option) },
    { group: 'Other types', items: all.filter((t) => !here.has(t.id)).map(option) },
  ].filter((g) => g.items.length);

  return (
    <Stack gap="sm">
      <Select
        label="Equipment type"
        required
        searchable
        placeholder={types.isPending ? 'Loading the types…' : 'A type of equipment'}
        data={data}
        value={value.equipmentTypeId}
        onChange={(v) => onChange({ equipmentTypeId: v })}
        error={error}
      />
      <Radio.Group
        label="Where"
        value={value.scope}
        onChange={(v) => onChange({ scope: v as 'site' | 'all' })}
      >
        <Group gap="md" mt={6}>
          <Radio value="site" label="In this site" />
          <Radio value="all" label="In every site you administer" />
        </Group>
      </Radio.Group>
      {typeId !== null && (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="sentinel-type-plan">
          {value.scope === 'site'
            ? siteSummary(typePlan(type, typeId, equipment, sensors))
            : everywhere.data
              ? allSummary(type, everywhere.data)
              : 'Counting the items…'}
        </Text>
      )}
    </Stack>
  );
}

function siteSummary(p: ReturnType<typeof typePlan>): string {
  if (!p.items) return 'No item of this type in this site.';
  const made = `${plural(p.items, 'item')} of this type here: ${plural(p.made, 'sentinel')} will be made`;
  if (!p.skipped.length) return `${made}.`;
  return `${made}; skipped: ${p.skipped.map((s) => `${s.title} (${reasonText(s.reason)})`).join(', ')}.`;
}

function allSummary(type: SentinelType, items: readonly { siteId: number }[]): string {
  if (!items.length) return 'No item of this type in your sites.';
  const sites = new Set(items.map((i) => i.siteId)).size;
  const kind = SENSOR_KIND[type]?.toLowerCase();
  const each =
    type === 'SETPOINT_DEVIATION'
      ? 'one sentinel per thermostat'
      : type === 'DEVICE_OFFLINE'
        ? 'one sentinel per item with a sensor or thermostat'
        : `one sentinel per ${kind} sensor`;
  return `${plural(items.length, 'item')} of this type in ${plural(sites, 'site')}: ${each}; items with nothing to watch are skipped and listed.`;
}
