import type { ControllableHvac } from '@sw/contracts';
import { ONLINE_WINDOW_MINUTES } from '@sw/domain';
import type { Database } from '../../db/client';
import { scopeParam } from '../../db/site-scope';

export interface HvacRow {
  thermostatId: number;
  thermostatTitle: string;
  uuid: string;
  displayName: string | null;
  vendor: string;
  model: string | null;
  equipmentId: number;
  equipmentTitle: string;
  siteId: number;
  siteTitle: string;
  online: boolean;
  lastSeenAt: Date | string | null;
  mode: ControllableHvac['mode'];
  workingMode: string;
  heatSetPoint: number;
  coolSetPoint: number;
  temperature: number | null;
  temperatureUnit: 'C' | 'F';
  overrideProduct: string | null;
  heatPump: boolean;
  vendorControlFrom: Date | string | null;
}

/**
 * Every thermostat (with its equipment and site) of organisation `orgId` within the caller's sites,
 * optionally of one site, in one query. Online: the thermostat says so and was heard from within the
 * device online window (a thermostat never heard from, or last heard at the 1970 epoch, is offline).
 * The override product comes from the thermostat's settings or else its newest status sample.
 */
export async function listHvacs(
  database: Database,
  orgId: number,
  scope: 'ALL' | number[],
  siteId: number | null,
): Promise<HvacRow[]> {
  return database.query<HvacRow>(
    `select t.id as "thermostatId", t.title as "thermostatTitle", t.uuid, t.display_name as "displayName",
            t.vendor, t.model, t.equipment_id as "equipmentId", e.title as "equipmentTitle",
            t.site_id as "siteId", s.title as "siteTitle",
            (t.online and t.last_seen_at > timestamptz '1970-01-02 00:00:00+00'
              and t.last_seen_at > now() - make_interval(mins => $4::int)) as online,
            t.last_seen_at as "lastSeenAt", t.mode, t.working_mode as "workingMode",
            t.heat_set_point as "heatSetPoint", t.cool_set_point as "coolSetPoint", t.temperature,
            t.temperature_unit as "temperatureUnit", t.heat_pump as "heatPump",
            t.vendor_control_from as "vendorControlFrom",
            case when t.working_mode = 'LOCAL_ADJUSTMENT' then coalesce(
              t.local_adjustment_override->>'product',
              (select z.local_adjustment_override from thermostat_status z
                where z.thermostat_id = t.id and z.org_id = t.org_id order by z.ts desc limit 1),
              'Local adjustment')
            end as "overrideProduct"
       from thermostats t
       join equipment e on e.id = t.equipment_id and e.org_id = t.org_id
       join sites s on s.id = t.site_id and s.org_id = t.org_id
      where t.org_id = $1 and ($2::int[] is null or t.site_id = any($2::int[]))
        and ($3::int is null or t.site_id = $3::int)`,
    [orgId, scopeParam(scope), siteId, ONLINE_WINDOW_MINUTES],
  );
}
