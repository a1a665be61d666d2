import { Alert, Button, Select, SimpleGrid, Stack, VisuallyHidden } from '@mantine/core';
import {
  SetupAccessCreate,
  type SetupAccessResource,
  type SetupOrganization,
  type SetupSite,
  type SetupSiteGroup,
} from '@sw/contracts/setup';
import { useState } from 'react';
import { useSetupQuery, useSetupWrite } from '../api/setup-query';
import { apiFieldErrors, check, type FieldErrors } from '../utils/field-errors';
import { RESOURCE_TYPE_LABEL, ROLE_LABEL } from '../utils/people-format';

type ResourceType = SetupAccessResource['resourceType'];
type Role = SetupAccessResource['role'];

/** Gives a user or a group (owner) a role on the organisation, one site or one site group, picked by name. */
export function AccessForm({ owner }: { owner: { userId: number } | { groupId: number } }) {
  const [type, setType] = useState<ResourceType>('SITE');
  const [resourceId, setResourceId] = useState<string | null>(null);
  const [role, setRole] = useState<Role | null>('VIEWER');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [added, setAdded] = useState(false);
  const org = useSetupQuery<SetupOrganization>('organization');
  const sites = useSetupQuery<SetupSite[]>('sites', { archived: 'false' }, type === 'SITE');
  const siteGroups = useSetupQuery<SetupSiteGroup[]>('site-groups', undefined, type === 'SITE_GROUP');
  const write = useSetupWrite<SetupAccessResource>();

  const options =
    type === 'SITE'
      ? (sites.data ?? []).map((s) => ({ value: String(s.id), label: s.title }))
      : (siteGroups.data ?? []).map((g) => ({ value: String(g.id), label: g.title }));

  const submit = () => {
    const body = {
      ...owner,
      resourceType: type,
      // The organisation is the caller's own: nothing to pick.
      resourceId: type === 'ORGANIZATION' ? org.data?.id : resourceId ? Number(resourceId) : undefined,
      role: role ?? undefined,
    };
    const checked = check(SetupAccessCreate, body);
    if (checked.errors) {
      setErrors({
        ...checked.errors,
        ...(checked.errors.resourceId && {
          resourceId: `Choose a ${type === 'SITE' ? 'site' : 'site group'}`,
        }),
        ...(checked.errors.role && { role: 'Choose a role' }),
      });
      return;
    }
    setErrors({});
    write.mutate(
      { method: 'POST', path: 'access', body },
      {
        onSuccess: () => {
          setResourceId(null);
          setAdded(true);
        },
        onError: (e) => {
          const errs = apiFieldErrors(e);
          // 'userId' is the server's field for "a user or a group": no such input here.
          setErrors(errs.userId ? { ...errs, _: errs.userId } : errs);
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label="Add access"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: type === 'ORGANIZATION' ? 2 : 3 }} spacing="sm">
          <Select
            label="Reaches"
            data={(['ORGANIZATION', 'SITE', 'SITE_GROUP'] as const).map((t) => ({
              value: t,
              label: RESOURCE_TYPE_LABEL[t],
            }))}
            value={type}
            onChange={(v) => {
              if (!v) return;
              setType(v as ResourceType);
              setResourceId(null);
              setErrors({});
              setAdded(false);
            }}
            allowDeselect={false}
            error={errors.resourceType}
          />
          {type !== 'ORGANIZATION' && (
            <Select
              label={type === 'SITE' ? 'Site' : 'Site group'}
              required
              data={options}
              value={resourceId}
              onChange={(v) => {
                setResourceId(v);
                setAdded(false);
              }}
              searchable
              placeholder={type === 'SITE' ? 'Type a site name' : 'Type a site group name'}
              nothingFoundMessage={type === 'SITE' ? 'No such site' : 'No such site group'}
              error={errors.resourceId}
            />
          )}
          <Select
            label="Role"
            required
            data={(['ADMIN', 'MANAGER', 'VIEWER'] as const).map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
            value={role}
            onChange={(v) => setRole(v as Role | null)}
            allowDeselect={false}
            error={errors.role}
          />
        </SimpleGrid>
        {type === 'ORGANIZATION' && errors.resourceId && (
          <Alert color="red" variant="light" role="alert">
            {errors.resourceId}
          </Alert>
        )}
        {errors._ && (
          <Alert color="red" variant="light" role="alert">
            {errors._}
          </Alert>
        )}
        <Button type="submit" loading={write.isPending} style={{ alignSelf: 'flex-start' }}>
          Add access
        </Button>
        {added && <VisuallyHidden role="status">Access added</VisuallyHidden>}
      </Stack>
    </form>
  );
}
