import type { EquipmentGroup, EquipmentType } from '@sw/contracts';

export interface TypeOptionGroup {
  group: string;
  items: { value: string; label: string }[];
}

/**
 * The catalogue's types for a Select, grouped under their equipment group (energy end use) in the
 * groups' order and by title within each; a type of a group the list lacks goes under 'Other'.
 */
export function equipmentTypeOptions(
  types: readonly EquipmentType[],
  groups: readonly EquipmentGroup[],
): TypeOptionGroup[] {
  const byGroup = new Map<string, TypeOptionGroup['items']>();
  for (const g of groups) byGroup.set(g.title, []);
  for (const t of types) {
    const title = groups.find((g) => g.id === t.groupId)?.title ?? 'Other';
    if (!byGroup.has(title)) byGroup.set(title, []);
    byGroup.get(title)!.push({ value: String(t.id), label: t.title });
  }
  return [...byGroup]
    .filter(([, items]) => items.length)
    .map(([group, items]) => ({ group, items: items.sort((a, b) => a.label.localeCompare(b.label)) }));
}
