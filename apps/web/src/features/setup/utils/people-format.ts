import type { SetupAccessResource, SetupUser } from '@sw/contracts/setup';

type Role = NonNullable<SetupUser['role']>;

/** The same words as the profile page (features/auth profile-details). */
export const ROLE_LABEL: Record<Role, string> = {
  ADMIN: 'Administrator',
  MANAGER: 'Manager',
  VIEWER: 'Viewer',
};

/** The one-sentence rule shown wherever access is edited (spec 1 §6). */
export const EFFECTIVE_ROLE_RULE =
  "A user's own role wins; otherwise the highest role among their and their groups' access.";

export const RESOURCE_TYPE_LABEL: Record<SetupAccessResource['resourceType'], string> = {
  ORGANIZATION: 'Whole organisation',
  SITE: 'Site',
  SITE_GROUP: 'Site group',
};

export function fullName(u: { firstName: string; lastName: string; email: string }): string {
  return `${u.firstName} ${u.lastName}`.trim() || u.email;
}

/** 'Bea, Carl and 3 more': a short list for a table cell (the full list is in the edit form). */
export function shortList(names: readonly string[], max = 2): string {
  if (names.length === 0) return '-';
  if (names.length <= max) return names.join(', ');
  return `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
}

/**
 * One access resource as a line: 'Manager on Site: Store 12'; given the group titles (a user's list),
 * one reaching the user through a group says so: '… (through Night shift)'.
 */
export function accessLine(a: SetupAccessResource, groupTitle?: (id: number) => string | undefined): string {
  const what =
    a.resourceType === 'ORGANIZATION'
      ? RESOURCE_TYPE_LABEL.ORGANIZATION
      : `${RESOURCE_TYPE_LABEL[a.resourceType]}: ${a.resourceTitle ?? `#${a.resourceId}`}`;
  const via = groupTitle && a.groupId !== null ? ` (through ${groupTitle(a.groupId) ?? 'a group'})` : '';
  return `${ROLE_LABEL[a.role]} on ${what}${via}`;
}

/**
 * What a user's or a group's access amounts to, for a table cell: a global role reaches every site,
 * else a count of what the access resources reach.
 */
export function accessSummary(role: Role | null, resources: readonly SetupAccessResource[]): string {
  if (role) return 'Every site (global role)';
  if (resources.some((r) => r.resourceType === 'ORGANIZATION')) return 'Every site (organisation access)';
  const sites = new Set(resources.filter((r) => r.resourceType === 'SITE').map((r) => r.resourceId)).size;
  const groups = new Set(resources.filter((r) => r.resourceType === 'SITE_GROUP').map((r) => r.resourceId))
    .size;
  const parts = [
    sites ? `${sites} ${sites === 1 ? 'site' : 'sites'}` : '',
    groups ? `${groups} ${groups === 1 ? 'site group' : 'site groups'}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'No access';
}
