import { EquipmentGroup, EquipmentType, Timezone } from '@sw/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { equipmentGroups, equipmentTypes } from '../../db/schema';
import { currentTimezones } from './timezones';

/** Reference data shared by every organisation: any signed-in user may read it. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/equipment-groups',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Equipment groups',
        response: { 200: z.array(EquipmentGroup) },
      },
    },
    async () => app.db.select().from(equipmentGroups).orderBy(asc(equipmentGroups.id)),
  );

  app.get(
    '/api/v1/equipment-types',
    {
      schema: { tags: ['catalogue'], summary: 'Equipment types', response: { 200: z.array(EquipmentType) } },
    },
    async () => app.db.select().from(equipmentTypes).orderBy(asc(equipmentTypes.id)),
  );

  app.get(
    '/api/v1/basics/timezones',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'IANA time zones with their current UTC offsets',
        response: { 200: z.array(Timezone) },
      },
    },
    async () => currentTimezones(),
  );
};
