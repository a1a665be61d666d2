import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type SetupEquipment,
  type SetupSensor,
  type SetupSentinel,
  SetupSentinelCreate,
  type SetupSentinelsCreated,
  SetupSentinelUpdate,
  type SetupSite,
} from '@sw/contracts/setup';
import { useState } from 'react';
import { useSetupWrite } from '../api/setup-query';
import { apiFieldErrors, check, type FieldErrors } from '../utils/field-errors';
import { PARAM_FIELDS, type ParamValues, paramsBody, paramValues } from '../utils/sentinel-params';
import {
  missingTarget,
  TARGET_KINDS,
  type TargetChoice,
  targetBody,
  targetError,
} from '../utils/sentinel-target';
import {
  conditionText,
  escalationText,
  SENTINEL_TYPE_LABELS,
  type SentinelType,
} from '../utils/sentinel-text';
import { SentinelParamsFields } from './sentinel-params-fields';
import { SentinelTargetFields } from './sentinel-target-fields';

const TYPES = Object.keys(SENTINEL_TYPE_LABELS) as SentinelType[];

interface FormState {
  sentinelType: SentinelType;
  target: TargetChoice;
  params: ParamValues;
  title: string;
  description: string;
  muted: boolean;
}

const newState = (type: SentinelType): FormState => ({
  sentinelType: type,
  target: {
    kind: TARGET_KINDS[type][0]!,
    sensorId: null,
    equipmentId: null,
    equipmentTypeId: null,
    scope: 'site',
  },
  params: paramValues(type),
  title: '',
  description: '',
  muted: false,
});

const editState = (s: SetupSentinel): FormState => ({
  ...newState(s.sentinelType),
  params: paramValues(s.sentinelType, s.params),
  title: s.title,
  description: s.description ?? '',
  muted: s.muted,
});

/**
 * A sentinel's form. New: its type first, then what it watches, its params, a title (else the
 * server names each one after what it watches). Edit: title, description, params and muting only.
 */
export function SentinelForm({
  site,
  sentinel,
  watches,
  equipment,
  sensors,
  onCreated,
  onSaved,
  onCancel,
}: {
  site: SetupSite;
  /** null: a new sentinel. */
  sentinel: SetupSentinel | null;
  /** What the edited sentinel watches, in words. */
  watches?: string;
  equipment: readonly SetupEquipment[];
  sensors: readonly SetupSensor[];
  onCreated: (result: SetupSentinelsCreated) => void;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [v, setV] = useState<FormState>(() =>
    sentinel ? editState(sentinel) : newState('TEMPERATURE_RANGE'),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const write = useSetupWrite<SetupSentinelsCreated | SetupSentinel>();
  const type = v.sentinelType;
  const params = paramsBody(type, v.params);

  const changeType = (t: SentinelType) =>
    setV((s) => ({
      ...s,
      sentinelType: t,
      params: paramValues(t),
      target: {
        ...s.target,
        kind: TARGET_KINDS[t].includes(s.target.kind) ? s.target.kind : TARGET_KINDS[t][0]!,
      },
    }));

  const changeTarget = (target: TargetChoice) =>
    setV((s) => {
      // A temperature rule on an item with a compliance range starts from that range.
      const e = equipment.find((x) => String(x.id) === target.equipmentId);
      const fill =
        s.sentinelType === 'TEMPERATURE_RANGE' &&
        target.kind === 'equipment' &&
        target.equipmentId !== s.target.equipmentId &&
        e?.minTemp != null &&
        e.maxTemp != null &&
        s.params.min === '' &&
        s.params.max === '';
      return { ...s, target, params: fill ? { ...s.params, min: e.minTemp!, max: e.maxTemp! } : s.params };
    });

  const submit = () => {
    if (sentinel) {
      const body = { title: v.title, description: v.description || null, params, muted: v.muted };
      const checked = check(SetupSentinelUpdate, body);
      if (checked.errors) return setErrors(checked.errors);
      setErrors({});
      write.mutate(
        { method: 'PATCH', path: `sentinels/${sentinel.id}`, body },
        { onSuccess: onSaved, onError: (e) => setErrors(apiFieldErrors(e)) },
      );
      return;
    }
    const body = {
      sentinelType: type,
      target: targetBody(v.target, site.id),
      title: v.title.trim() || null,
      description: v.description || null,
      params,
      muted: v.muted,
    };
    const missing = missingTarget(v.target);
    const checked = check(SetupSentinelCreate, body);
    if (checked.errors || Object.keys(missing).length) {
      // An unchosen target: say which one rather than the schema's list of every kind.
      const { target: _all, ...rest } = checked.errors ?? {};
      return setErrors(Object.keys(missing).length ? { ...rest, ...missing } : { ...checked.errors });
    }
    setErrors({});
    write.mutate(
      { method: 'POST', path: 'sentinels', body },
      {
        onSuccess: (r) => onCreated(r as SetupSentinelsCreated),
        onError: (e) => setErrors(apiFieldErrors(e)),
      },
    );
  };

  const shown = new Set([
    'title',
    'description',
    'muted',
    ...PARAM_FIELDS[type].map((f) => `params.${f.key}`),
  ]);
  const targetMessage = sentinel ? undefined : targetError(errors, v.target);
  // Messages no field shows (a thermostat to choose, a server refusal) go in the alert.
  const others = Object.entries(errors)
    .filter(([k, m]) => !shown.has(k) && m !== targetMessage)
    .map(([, m]) => m);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {sentinel ? (
          <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-light)">
            <Text size="sm" fw={600}>
              {SENTINEL_TYPE_LABELS[type]} · {watches}
            </Text>
            <Text size="xs" c="dimmed">
              The type and what a sentinel watches do not change: to watch something else, delete it and
              create another.
            </Text>
          </Paper>
        ) : (
          <>
            <Select
              label="Type"
              required
              allowDeselect={false}
              data={TYPES.map((t) => ({ value: t, label: SENTINEL_TYPE_LABELS[t] }))}
              value={type}
              onChange={(t) => t && changeType(t as SentinelType)}
              error={errors.sentinelType}
            />
            <SentinelTargetFields
              type={type}
              value={v.target}
              equipment={equipment}
              sensors={sensors}
              errors={errors}
              onChange={changeTarget}
            />
          </>
        )}
        <SentinelParamsFields
          type={type}
          values={v.params}
          errors={errors}
          onChange={(p) => setV((s) => ({ ...s, params: p }))}
        />
        <Text size="sm" c="dimmed" data-testid="sentinel-preview">
          Raises an incident when: {conditionText(type, params)}. {escalationText(type, params)}.
        </Text>
        <TextInput
          label="Title"
          required={Boolean(sentinel)}
          description={
            sentinel ? undefined : 'Optional: each sentinel is otherwise named after what it watches'
          }
          value={v.title}
          onChange={(e) => {
            const title = e.currentTarget.value;
            setV((s) => ({ ...s, title }));
          }}
          error={errors.title}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={v.description}
          onChange={(e) => {
            const description = e.currentTarget.value;
            setV((s) => ({ ...s, description }));
          }}
          error={errors.description}
        />
        <Checkbox
          label="Muted"
          description="A muted sentinel raises and escalates nothing; an open incident still resolves"
          checked={v.muted}
          onChange={(e) => {
            const muted = e.currentTarget.checked;
            setV((s) => ({ ...s, muted }));
          }}
          error={errors.muted}
        />
        {others.length > 0 && (
          <Alert color="red" variant="light" role="alert">
            {others.join(' ')}
          </Alert>
        )}
        {Object.keys(errors).length > 0 && others.length === 0 && (
          <Alert color="red" variant="light" role="alert">
            Some fields need a change: see the messages under them.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={write.isPending}>
            {sentinel ? 'Save sentinel' : 'Create sentinel'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
