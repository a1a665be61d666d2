import type { Organization } from '@sw/contracts';
import type { OrganizationRow } from '../identity';

export const presentOrganization = (org: OrganizationRow): Organization => ({
  id: org.id,
  title: org.title,
  description: org.description,
  country: org.country,
  legacyId: org.legacyId,
  logo: org.logo,
  images: org.images,
  createdAt: org.createdAt.toISOString(),
});
