import type { Group } from '@sw/contracts';
import { presentAccessResource } from '../identity';
import type { listGroups } from './users.repository';

type GroupRow = Awaited<ReturnType<typeof listGroups>>[number];

export const presentGroup = (g: GroupRow): Group => ({
  id: g.id,
  title: g.title,
  description: g.description,
  userIds: g.userIds,
  accessResources: g.resources.map(presentAccessResource),
});
