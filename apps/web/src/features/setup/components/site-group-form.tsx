import { Alert, Button, Group, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type SetupSite,
  type SetupSiteGroup,
  SetupSiteGroupCreate,
  SetupSiteGroupUpdate,
} from '@sw/contracts/setup';
import { useState } from 'react';
import { useSetupWrite } from '../api/setup-query';
import { apiFieldErrors, check, type FieldErrors } from '../utils/field-errors';

/** Creates (siteGroup = null) or edits a site group; the sites chosen replace the current ones. */
export function SiteGroupForm({
  siteGroup,
  sites,
  onSaved,
  onCancel,
}: {
  siteGroup: SetupSiteGroup | null;
  /** Archived ones included: a group may keep them (they are marked). */
  sites: readonly SetupSite[];
  onSaved: (group: SetupSiteGroup) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({
    title: siteGroup?.title ?? '',
    description: siteGroup?.description ?? '',
    siteIds: siteGroup?.siteIds ?? [],
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const write = useSetupWrite<SetupSiteGroup>();
  const set = <K extends keyof typeof values>(k: K, v: (typeof values)[K]) => {
    setValues((x) => ({ ...x, [k]: v }));
    // A field's message goes once it is changed; the rest stay until the next try.
    setErrors(({ [k]: _, ...rest }) => rest);
  };

  const submit = () => {
    const body = { ...values, description: values.description || null };
    const checked = check(siteGroup ? SetupSiteGroupUpdate : SetupSiteGroupCreate, body);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    write.mutate(
      siteGroup
        ? { method: 'PATCH', path: `site-groups/${siteGroup.id}`, body }
        : { method: 'POST', path: 'site-groups', body },
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
        <TextInput
          label="Name"
          required
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errors.title}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
        />
        <MultiSelect
          label="Sites"
          description="Access on the site group reaches each of these sites"
          data={sites.map((s) => ({
            value: String(s.id),
            label: s.archivedAt ? `${s.title} (archived)` : s.title,
          }))}
          value={values.siteIds.map(String)}
          onChange={(ids) => set('siteIds', ids.map(Number))}
          placeholder="Type a site name"
          searchable
          error={errors.siteIds}
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
            {siteGroup ? 'Save site group' : 'Create site group'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
