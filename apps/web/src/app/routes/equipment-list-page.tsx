import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { useEquipmentGroups } from '../../features/catalogue/api/get-equipment-groups';
import { useEquipmentTypes } from '../../features/catalogue/api/get-equipment-types';
import { EquipmentList } from '../../features/equipment/components/equipment-list';
import type { EquipmentListSearch } from '../../features/equipment/utils/equipment-search';
import { EquipmentTypeFilter } from '../../features/equipment-type-filter/components/equipment-type-filter';

/** /equipment: every equipment of the organisation (F-086..F-090), with the shared type filter. */
export function EquipmentListPage() {
  useDocumentTitle(`Equipment · ${PRODUCT_NAME}`);
  const groups = useEquipmentGroups();
  const types = useEquipmentTypes();
  const search = useSearch({ strict: false }) as EquipmentListSearch;
  const navigate = useNavigate();
  const onSearch = useCallback(
    (next: Partial<EquipmentListSearch>) =>
      void navigate({
        to: '.',
        search: ((prev: EquipmentListSearch) => ({ ...prev, ...next })) as never,
        replace: true,
      }),
    [navigate],
  );
  const groupTitle = useCallback(
    (id: number) => groups.data?.find((g) => g.id === id)?.title ?? '',
    [groups.data],
  );
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          Equipment
        </Title>
        <Text size="sm" c="dimmed">
          Every piece of equipment of your sites, with its sensors, open incidents and status.
        </Text>
      </Stack>
      <EquipmentList
        groupTitle={groupTitle}
        search={search}
        onSearch={onSearch}
        typeFilter={
          <EquipmentTypeFilter
            groups={groups.data ?? []}
            types={types.data ?? []}
            value={search.types ?? []}
            onApply={(ids) => onSearch({ types: ids.length ? ids : undefined })}
            disabled={!types.data}
          />
        }
      />
    </Stack>
  );
}
