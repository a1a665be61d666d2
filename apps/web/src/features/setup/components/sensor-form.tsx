import { Alert, Autocomplete, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type SetupEquipment,
  type SetupGateway,
  type SetupSensor,
  SetupSensorCreate,
  SetupSensorUpdate,
} from '@sw/contracts/setup';
import { useState } from 'react';
import { useSetupWrite } from '../api/setup-query';
import { apiFieldErrors, check, type FieldErrors } from '../utils/field-errors';
import {
  type SensorFormValues,
  type SensorType,
  sensorBody,
  sensorFormValues,
  sensorTypeOptions,
  targetOptions,
  unitAfterTypeChange,
  unitsFor,
} from '../utils/sensor-values';
import { SensorRefSelect } from './sensor-ref-select';

type Option = { value: string; label: string };

/**
 * A sensor's form (create on the site, or edit): the gateway it reports through and the uuid it
 * reports under, its type (the unit follows), and what it measures (an equipment item or a space).
 */
export function SensorForm({
  siteId,
  sensor,
  gatewayId,
  gateways,
  equipment,
  spaces,
  boards,
  onSaved,
  onCancel,
}: {
  siteId: number;
  sensor: SetupSensor | null;
  /** A new sensor's gateway to start with (the list's filter, or the only gateway). */
  gatewayId: number | null;
  gateways: readonly SetupGateway[];
  equipment: readonly SetupEquipment[];
  spaces: Option[];
  boards: Option[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(() => sensorFormValues(sensor, gatewayId));
  const [errors, setErrors] = useState<FieldErrors>({});
  const write = useSetupWrite<SetupSensor>();
  const set = <K extends keyof SensorFormValues>(key: K, value: SensorFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  // Stored readings are in their type's unit: a sensor with readings keeps its type (server rule).
  const typeFixed = !!sensor && sensor.lastSeenAt !== null;
  const units = unitsFor(values.sensorType);
  const item = equipment.find((e) => String(e.id) === values.equipmentId);

  const submit = () => {
    const body = sensor ? sensorBody(values) : { siteId, ...sensorBody(values) };
    const checked = check(sensor ? SetupSensorUpdate : SetupSensorCreate, body);
    const found = { ...checked.errors };
    // The schema's words for a missing id are a number's; say what to do instead.
    if (!values.gatewayId) found.gatewayId = 'Choose the gateway its readings arrive through';
    if (Object.keys(found).length) return setErrors(found);
    setErrors({});
    write.mutate(
      sensor
        ? { method: 'PATCH', path: `sensors/${sensor.id}`, body }
        : { method: 'POST', path: 'sensors', body },
      { onSuccess: onSaved, onError: (e) => setErrors(apiFieldErrors(e)) },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Gateway"
            required
            description="Its readings arrive with this gateway's key"
            data={gateways.map((g) => ({ value: String(g.id), label: g.title }))}
            value={values.gatewayId}
            onChange={(v) =>
              setValues((s) => ({
                ...s,
                gatewayId: v,
                // Most sensors come from their gateway's vendor: a starting point, not a rule.
                vendor: s.vendor || (gateways.find((g) => String(g.id) === v)?.vendor ?? ''),
              }))
            }
            allowDeselect={false}
            error={errors.gatewayId}
          />
          <TextInput
            label="Name"
            required
            data-autofocus
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
          />
          <TextInput
            label="UUID"
            required
            description="The id the gateway sends its readings under"
            value={values.uuid}
            onChange={(e) => set('uuid', e.currentTarget.value)}
            error={errors.uuid}
          />
          <TextInput
            label="Vendor"
            required
            value={values.vendor}
            onChange={(e) => set('vendor', e.currentTarget.value)}
            error={errors.vendor}
          />
          <Select
            label="Type"
            required
            description={typeFixed ? 'Fixed once it has readings: another type is another sensor' : undefined}
            data={sensorTypeOptions()}
            value={values.sensorType}
            readOnly={typeFixed}
            onChange={(v) =>
              v &&
              setValues((s) => ({
                ...s,
                sensorType: v as SensorType,
                unit: unitAfterTypeChange(v as SensorType, s.unit),
              }))
            }
            allowDeselect={false}
            error={errors.sensorType}
          />
          {units.length > 1 ? (
            <Select
              label="Unit"
              description="The unit its readings are stored in"
              data={[...units]}
              value={values.unit}
              onChange={(v) => v && set('unit', v)}
              allowDeselect={false}
              error={errors.unit}
            />
          ) : (
            <TextInput
              label="Unit"
              description={
                values.sensorType === 'TEMPERATURE'
                  ? "Temperatures are stored in °C: a °F probe's gateway converts"
                  : 'Set by the type: the unit its readings are stored in'
              }
              value={values.unit}
              readOnly
              error={errors.unit}
            />
          )}
          <Autocomplete
            label="Target"
            description="What it measures, e.g. SUPPLY_AIR; AMBIENT for a room's own sensor"
            data={targetOptions(values.target)}
            value={values.target}
            onChange={(v) => set('target', v.toUpperCase())}
            error={errors.target}
          />
          <TextInput
            label="External id"
            description="Your own key for the sensor (imports match on it)"
            value={values.externalId}
            onChange={(e) => set('externalId', e.currentTarget.value)}
            error={errors.externalId}
          />
          <SensorRefSelect
            label="Equipment item"
            description="The item it measures, if any"
            data={equipment.map((e) => ({ value: String(e.id), label: e.title }))}
            value={values.equipmentId}
            onChange={(v) => set('equipmentId', v)}
            error={errors.equipmentId}
          />
          <SensorRefSelect
            label="Space"
            description={
              item
                ? "An equipment sensor lies in its item's space"
                : 'For a room sensor: the space it measures'
            }
            data={spaces}
            value={item ? (item.spaceId === null ? null : String(item.spaceId)) : values.spaceId}
            onChange={(v) => set('spaceId', v)}
            disabled={!!item}
            error={errors.spaceId}
          />
          <SensorRefSelect
            label="Control board"
            description="Pairs it with a relay board (actuators)"
            data={boards}
            value={values.controlBoardId}
            onChange={(v) => set('controlBoardId', v)}
            error={errors.controlBoardId}
          />
        </SimpleGrid>
        {errors._ && (
          <Alert color="red" variant="light" role="alert">
            {errors._}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={write.isPending}>
            {sensor ? 'Save sensor' : 'Create sensor'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
