import { z } from 'zod';
import { intId } from './common';

/** A user's dashboard profile (A-071: the payload is ours to define). */
export const Dashboard = z.object({
  id: z.number(),
  userId: z.number(),
  title: z.string(),
  config: z.record(z.string(), z.unknown()),
  isDefault: z.boolean(),
});
export type Dashboard = z.infer<typeof Dashboard>;

export const MAX_DASHBOARD_CONFIG_BYTES = 64 * 1024;
export const MAX_DASHBOARDS_PER_USER = 50;

const config = z
  .record(z.string().max(200), z.unknown())
  .refine((c) => JSON.stringify(c).length <= MAX_DASHBOARD_CONFIG_BYTES, {
    message: `config must be at most ${MAX_DASHBOARD_CONFIG_BYTES} bytes of JSON`,
  });
const title = z.string().trim().min(1, 'Title is required').max(200);

/** POST /api/v1/users/{id}/dashboards */
export const DashboardCreate = z.object({
  title,
  config: config.optional(),
  isDefault: z.boolean().optional(),
});
export type DashboardCreate = z.infer<typeof DashboardCreate>;

/** PUT /api/v1/users/{id}/dashboards: the dashboard to update is named by id in the body. */
export const DashboardUpdate = z.object({
  id: intId,
  title: title.optional(),
  config: config.optional(),
  isDefault: z.boolean().optional(),
});
export type DashboardUpdate = z.infer<typeof DashboardUpdate>;

export const DashboardParams = z.object({ id: intId, dashboardId: intId });
