import '@mantine/dates/styles.css';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { EquipmentGroup, EquipmentType } from '@sw/contracts';
import type { SetupEquipment, SetupSpace } from '@sw/contracts/setup';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSetupWrite } from '../api/setup-query';
import { equipmentTypeOptions } from '../utils/equipment-type-options';
import { checkEquipment, type EquipmentFormValues, equipmentFormValues } from '../utils/equipment-values';
import { apiFieldErrors, type FieldErrors } from '../utils/field-errors';

const numberOrEmpty = (v: string | number) => (typeof v === 'number' ? v : '');

/**
 * An equipment item's form (create on the site, or edit): its catalogue type, where it is, what it
 * is, its compliance range and its power.
 */
export function EquipmentForm({
  siteId,
  item,
  types,
  groups,
  spaces,
  onSaved,
  onCancel,
}: {
  siteId: number;
  item: SetupEquipment | null;
  types: readonly EquipmentType[];
  groups: readonly EquipmentGroup[];
  spaces: readonly SetupSpace[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(() => equipmentFormValues(item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const write = useSetupWrite<SetupEquipment>();
  const set = <K extends keyof EquipmentFormValues>(key: K, value: EquipmentFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = () => {
    const { body, errors: problems } = checkEquipment(values, item ? null : siteId);
    if (problems) return setErrors(problems);
    setErrors({});
    write.mutate(
      item
        ? { method: 'PATCH', path: `equipment/${item.id}`, body }
        : { method: 'POST', path: 'equipment', body },
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
            label="Type"
            description="From the catalogue; the type's group counts its energy"
            required
            searchable
            data={equipmentTypeOptions(types, groups)}
            value={values.typeId}
            onChange={(v) => set('typeId', v)}
            nothingFoundMessage="No type matches"
            error={errors.typeId}
          />
          <Select
            label="Space"
            description="Where it stands on the site"
            data={spaces.map((s) => ({ value: String(s.id), label: s.title }))}
            value={values.spaceId}
            onChange={(v) => set('spaceId', v)}
            placeholder={spaces.length ? 'No space' : 'The site has no spaces yet'}
            clearable
            error={errors.spaceId}
          />
          <TextInput
            label="Name"
            required
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
          />
          <TextInput
            label="External id"
            description="Your own key for the item (imports match on it)"
            value={values.externalId}
            onChange={(e) => set('externalId', e.currentTarget.value)}
            error={errors.externalId}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Vendor"
            value={values.vendor}
            onChange={(e) => set('vendor', e.currentTarget.value)}
            error={errors.vendor}
          />
          <TextInput
            label="Model"
            value={values.model}
            onChange={(e) => set('model', e.currentTarget.value)}
            error={errors.model}
          />
          <TextInput
            label="Serial number"
            value={values.serialNumber}
            onChange={(e) => set('serialNumber', e.currentTarget.value)}
            error={errors.serialNumber}
          />
          <DateInput
            label="Manufacture date"
            valueFormat="YYYY-MM-DD"
            placeholder="YYYY-MM-DD"
            minDate="1900-01-01"
            maxDate={dayjs().format('YYYY-MM-DD')}
            clearable
            value={values.manufactureDate}
            onChange={(v) => set('manufactureDate', v)}
            error={errors.manufactureDate}
          />
        </SimpleGrid>
        <Title order={3} fz="h5">
          Compliance range
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label="Minimum (°C)"
            description="Temperature compliance and sentinels judge the item's temperature sensors against this range"
            min={-100}
            max={200}
            decimalScale={1}
            value={values.minTemp}
            onChange={(v) => set('minTemp', numberOrEmpty(v))}
            error={errors.minTemp}
          />
          <NumberInput
            label="Maximum (°C)"
            description="Both ends or neither; refrigeration needs one, e.g. 0 to 5 °C for a chiller"
            min={-100}
            max={200}
            decimalScale={1}
            value={values.maxTemp}
            onChange={(v) => set('maxTemp', numberOrEmpty(v))}
            error={errors.maxTemp}
          />
        </SimpleGrid>
        <Title order={3} fz="h5">
          Power and control
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label="Rated power (kW)"
            min={0}
            decimalScale={2}
            value={values.ratedKw}
            onChange={(v) => set('ratedKw', numberOrEmpty(v))}
            error={errors.ratedKw}
          />
          <Switch
            label="Under active control"
            description="Run by a control the product does not model, such as a BMS or a relay (a thermostat or a scheduler counts on its own)"
            checked={values.activeControl}
            onChange={(e) => set('activeControl', e.currentTarget.checked)}
            error={errors.activeControl}
            mt="md"
          />
        </SimpleGrid>
        {errors._ && (
          <Alert color="red" variant="light" role="alert">
            {errors._}
          </Alert>
        )}
        {Object.keys(errors).length > 0 && !errors._ && (
          <Alert color="red" variant="light" role="alert">
            Some fields need a change: see the messages under them.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={write.isPending}>
            {item ? 'Save equipment' : 'Create equipment'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
