import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type SetupControlBoard,
  SetupControlBoardCreate,
  SetupControlBoardUpdate,
} from '@sw/contracts/setup';
import { useState } from 'react';
import { useSetupWrite } from '../api/setup-query';
import {
  type ControlBoardFormValues,
  controlBoardBody,
  controlBoardFormValues,
} from '../utils/control-board-values';
import { apiFieldErrors, check, type FieldErrors } from '../utils/field-errors';
import { SensorRefSelect } from './sensor-ref-select';

type Option = { value: string; label: string };

/** A control board's form (create on the site, or edit): what it is, its gateway and its space. */
export function ControlBoardForm({
  siteId,
  board,
  gateways,
  spaces,
  onSaved,
  onCancel,
}: {
  siteId: number;
  board: SetupControlBoard | null;
  gateways: Option[];
  spaces: Option[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(() => controlBoardFormValues(board));
  const [errors, setErrors] = useState<FieldErrors>({});
  const write = useSetupWrite<SetupControlBoard>();
  const set = <K extends keyof ControlBoardFormValues>(key: K, value: ControlBoardFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = () => {
    const body = board ? controlBoardBody(values) : { siteId, ...controlBoardBody(values) };
    const checked = check(board ? SetupControlBoardUpdate : SetupControlBoardCreate, body);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    write.mutate(
      board
        ? { method: 'PATCH', path: `control-boards/${board.id}`, body }
        : { method: 'POST', path: 'control-boards', body },
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
            description="The id the board is known by (no spaces)"
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
          <TextInput
            label="Model"
            value={values.model}
            onChange={(e) => set('model', e.currentTarget.value)}
            error={errors.model}
          />
          <SensorRefSelect
            label="Gateway"
            description="The gateway it is wired to"
            data={gateways}
            value={values.gatewayId}
            onChange={(v) => set('gatewayId', v)}
            error={errors.gatewayId}
          />
          <SensorRefSelect
            label="Space"
            description="Where it is installed"
            data={spaces}
            value={values.spaceId}
            onChange={(v) => set('spaceId', v)}
            error={errors.spaceId}
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
            {board ? 'Save control board' : 'Create control board'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
