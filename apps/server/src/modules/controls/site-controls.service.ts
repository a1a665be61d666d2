import { type DeviceCommand, type SiteControl, WORKING_MODES } from '@sw/contracts';
import { compareControlTitles, overrideStates } from '@sw/domain';
import type { Database } from '../../db/client';
import type { AuthContext } from '../identity';
import { expireCommands, listCommands, presentCommand } from '../telemetry';
import { listTargets } from './control-targets.repository';
import { presentHvac } from './controls.presenter';
import { listHvacs } from './controls.repository';

interface LatestSample {
  thermostatId: number;
  workingMode: string | null;
  localAdjustmentOverride: string | null;
  maintenanceState: string | null;
  timetableActiveState: string | null;
}

/** The newest sample of each thermostat of the site (the override states come from it). */
const latestSamples = (database: Database, orgId: number, siteId: number) =>
  database.query<LatestSample>(
    `select t.id as "thermostatId", s.working_mode as "workingMode",
            s.local_adjustment_override as "localAdjustmentOverride", s.maintenance_state as "maintenanceState",
            s.timetable_active_state as "timetableActiveState"
       from thermostats t
       cross join lateral (select * from thermostat_status z where z.thermostat_id = t.id and z.org_id = t.org_id
                           order by z.ts desc limit 1) s
      where t.org_id = $1 and t.site_id = $2`,
    [orgId, siteId],
  );

/**
 * The controls of one site (or of one equipment of it) for the controls pages: every kind with its
 * current working mode and newest command; thermostats with their state and override states. In
 * the controls sort order (G-008/G-009: 'supply', then 'return', then the rest, by title).
 */
export async function siteControls(
  database: Database,
  auth: AuthContext,
  siteId: number,
  equipmentId?: number,
): Promise<SiteControl[]> {
  const now = new Date();
  await expireCommands(database, auth.orgId, now);
  const targets = await listTargets(database, auth, { siteId, equipmentId });
  const hvacs = new Map(
    (await listHvacs(database, auth.orgId, auth.siteScope, siteId)).map((h) => [
      h.thermostatId,
      presentHvac(h),
    ]),
  );
  const samples = new Map(
    (await latestSamples(database, auth.orgId, siteId)).map((s) => [s.thermostatId, s]),
  );
  const commands = await listCommands(database, auth.orgId, { siteId, equipmentId }, 500);
  const last = new Map<string, DeviceCommand>();
  for (const c of commands)
    if (!last.has(`${c.kind}:${c.controlId}`)) last.set(`${c.kind}:${c.controlId}`, presentCommand(c));
  return targets
    .map((t): SiteControl => {
      const h = t.kind === 'THERMOSTAT' ? hvacs.get(t.id) : undefined;
      const s = t.kind === 'THERMOSTAT' ? samples.get(t.id) : undefined;
      return {
        kind: t.kind,
        id: t.id,
        title: t.title,
        equipmentId: t.equipmentId,
        equipmentTitle: h?.equipmentTitle ?? null,
        siteId: t.siteId,
        workingMode: t.workingMode,
        workingModes: [...WORKING_MODES[t.kind]],
        vendor: h?.vendor ?? null,
        model: h?.model ?? null,
        online: h ? h.online : null,
        mode: h?.mode ?? null,
        temperature: h?.temperature ?? null,
        temperatureUnit: h?.temperatureUnit ?? null,
        heatSetPoint: h?.heatSetPoint ?? null,
        coolSetPoint: h?.coolSetPoint ?? null,
        overrideStates: s ? overrideStates(s) : [],
        lastCommand: last.get(`${t.kind}:${t.id}`) ?? null,
      };
    })
    .sort(
      (a, b) =>
        compareControlTitles(a.equipmentTitle ?? a.title, b.equipmentTitle ?? b.title) ||
        a.kind.localeCompare(b.kind) ||
        a.id - b.id,
    );
}
