import { Alert, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { OrganizationFeatureFlagsUpdate } from '@sw/contracts/setup';
import { useState } from 'react';
import { useSetupWrite } from '../api/setup-query';
import {
  FEATURE_NAMES,
  type FeatureFlagEntryValue,
  type FeatureListsState,
  type FeatureName,
  toEntries,
  toFeatureState,
} from '../utils/feature-flags-lists';
import { apiFieldErrors, check, type FieldErrors } from '../utils/field-errors';

/** What each feature is, for the operator deciding who gets it (docs/decisions.md A-105, F-017). */
const FEATURES: Record<FeatureName, { title: string; what: string }> = {
  INSIGHTS: { title: 'Insights', what: 'The Summary pages and their annual reports.' },
  EQUIPMENT: { title: 'Equipment', what: 'The Equipment area: lists, pages and energy of each equipment.' },
  SAVINGS_ROUTING: {
    title: 'Savings routing',
    what: 'Insights opens on Savings. A flag, not a gate: off for every organisation not on its whitelist.',
  },
  TEMPERATURE_REVIEW_TILE: {
    title: 'Temperature review tile',
    what: "Today's temperature compliance tile and the temperature review pages.",
  },
};

/** One sentence per list: what putting this organisation on it does. */
const LIST_MEANING = {
  whitelist:
    "Only its members get the feature once a feature's whitelist has any member: adding this organisation shuts out every organisation not on it.",
  blacklist: 'This organisation never gets the feature, even when it is also on the whitelist.',
  strict: 'The blacklist applies to the operations organisation (275) too, which it otherwise lets through.',
} as const;

/**
 * An organisation's place on each feature's whitelist and blacklist (operations organisation 275),
 * replaced as a whole with PUT; the gates read it on the organisation's next request.
 */
export function FeatureFlagsForm({
  organizationId,
  entries,
  onSaved,
}: {
  organizationId: number;
  entries: readonly FeatureFlagEntryValue[];
  onSaved?: () => void;
}) {
  const [state, setState] = useState(() => toFeatureState(entries));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const write = useSetupWrite();
  const set = (f: FeatureName, patch: Partial<FeatureListsState>) => {
    setSaved(false);
    setState((s) => ({ ...s, [f]: { ...s[f], ...patch } }));
  };

  const submit = () => {
    const body = { entries: toEntries(state) };
    const checked = check(OrganizationFeatureFlagsUpdate, body);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    write.mutate(
      { method: 'PUT', path: `organizations/${organizationId}/features`, body },
      {
        onSuccess: () => {
          setSaved(true);
          onSaved?.();
        },
        onError: (e) => setErrors(apiFieldErrors(e)),
      },
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
        <Text size="sm" c="dimmed">
          With no lists at all every organisation gets a feature. An organisation on both lists is denied: the
          blacklist wins.
        </Text>
        {FEATURE_NAMES.map((f) => {
          const s = state[f];
          return (
            <Paper key={f} withBorder radius="md" p="sm" role="group" aria-labelledby={`feature-${f}`}>
              <Title order={3} fz="h5" id={`feature-${f}`}>
                {FEATURES[f].title}
              </Title>
              <Text size="xs" c="dimmed" mb="xs">
                {FEATURES[f].what}
              </Text>
              <Stack gap="xs">
                <Switch
                  label={`On the ${FEATURES[f].title} whitelist`}
                  description={LIST_MEANING.whitelist}
                  checked={s.whitelist}
                  onChange={(e) => set(f, { whitelist: e.currentTarget.checked })}
                />
                <Switch
                  label={`On the ${FEATURES[f].title} blacklist`}
                  description={LIST_MEANING.blacklist}
                  checked={s.blacklist}
                  onChange={(e) =>
                    set(f, {
                      blacklist: e.currentTarget.checked,
                      strict: e.currentTarget.checked && s.strict,
                    })
                  }
                />
                <Switch
                  label={`Strict ${FEATURES[f].title} blacklist`}
                  description={LIST_MEANING.strict}
                  checked={s.strict}
                  disabled={!s.blacklist}
                  onChange={(e) => set(f, { strict: e.currentTarget.checked })}
                />
              </Stack>
            </Paper>
          );
        })}
        {(errors._ || errors.entries) && (
          <Alert color="red" variant="light" role="alert">
            {errors._ ?? errors.entries}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {saved && (
            <Text size="sm" c="teal.8" role="status">
              Saved
            </Text>
          )}
          <Button type="submit" loading={write.isPending}>
            Save feature lists
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
