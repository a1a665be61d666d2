import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { useSwitchOrganization } from '../api/switch-organization';
import { parseOrganizationId } from '../utils/organization-id';

interface Props {
  initialId?: number;
  /** Signed out: called with the id instead of switching (the switch needs a session). */
  onSignInNeeded?: (organizationId: number) => void;
}

/** Spec 1 §2 Switch Org: one field for an organisation id and a Search button. */
export function SwitchOrganizationForm({ initialId, onSignInNeeded }: Props) {
  const [value, setValue] = useState(initialId ? String(initialId) : '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const switcher = useSwitchOrganization();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = parseOrganizationId(value);
    setFieldError(id === null ? 'Enter an organisation id (a whole number)' : null);
    if (id === null || switcher.isPending) return;
    if (onSignInNeeded) onSignInNeeded(id);
    else switcher.mutate(id);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Switch Org">
      <Stack gap="md">
        {switcher.isError && (
          <Alert color="red" variant="light" role="alert">
            {messageOf(switcher.error)}
          </Alert>
        )}
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label="Organisation id"
            inputMode="numeric"
            placeholder="e.g. 275"
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              setFieldError(null);
              switcher.reset();
            }}
            error={fieldError}
            style={{ flex: 1 }}
          />
          <Button type="submit" mt={25} loading={switcher.isPending || switcher.isSuccess}>
            Search
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
