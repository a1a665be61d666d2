import type { Db } from '../../../db/client';
import { bind, rowsOf } from '../../../db/raw-sql';
import { generateApiKey } from '../../../lib/api-keys';
import type { Plan, Ref } from './import-plan';

// Writes one planned chunk in the caller's transaction: one statement per table and kind of change,
// every row of the chunk in it as array parameters (unnest), so a chunk of 2,000 rows is a dozen
// statements whatever its size. Each created or changed row gets its audit row (the form's action
// and field names, before and after), written the same way.

interface AuditEntry {
  action: string;
  targetType: string;
  targetId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const SQL = {
  groups: `insert into site_groups (org_id, title) select $1, t from unnest($2::text[]) as t returning id, title`,
  sitesInsert: `
    insert into sites (org_id, external_id, title, address, latitude, longitude, time_zone, country, site_type,
                       floor_area_m2, co2_factor_kg_per_kwh, operating_hours)
    select $1, e, t, a, lat, lon, tz, c, st, fa, co2, oh::jsonb
      from unnest($2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::text[], $8::text[],
                  $9::text[], $10::float8[], $11::float8[], $12::text[]) as v(e, t, a, lat, lon, tz, c, st, fa, co2, oh)
    returning id, external_id`,
  sitesUpdate: `
    update sites s set title = v.t, address = v.a, latitude = v.lat, longitude = v.lon, time_zone = v.tz,
           country = v.c, site_type = v.st, floor_area_m2 = v.fa, co2_factor_kg_per_kwh = v.co2,
           operating_hours = v.oh::jsonb
      from unnest($2::int[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::text[], $8::text[],
                  $9::text[], $10::float8[], $11::float8[], $12::text[]) as v(id, t, a, lat, lon, tz, c, st, fa, co2, oh)
     where s.id = v.id and s.org_id = $1`,
  membersDelete: `delete from site_group_members where org_id = $1 and site_id = any($2::int[])`,
  membersInsert: `
    insert into site_group_members (org_id, site_group_id, site_id)
    select $1, g, s from unnest($2::int[], $3::int[]) as v(g, s) on conflict do nothing`,
  spaces: `
    insert into spaces (org_id, site_id, title) select $1, s, t from unnest($2::int[], $3::text[]) as v(s, t)
    returning id, site_id, title`,
  gateways: `
    insert into gateways (org_id, site_id, title, uuid, vendor, api_key_prefix, api_key_hash)
    select $1, s, t, u, vd, p, h from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
           as v(s, t, u, vd, p, h)
    returning id, uuid, api_key_prefix`,
  equipmentInsert: `
    insert into equipment (org_id, site_id, external_id, title, type_id, group_id, space_id, vendor, model,
                           serial_number, manufacture_date, min_temp, max_temp)
    select $1, s, e, t, ty, g, sp, vd, m, sn, md, mn, mx
      from unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[], $8::text[], $9::text[],
                  $10::text[], $11::date[], $12::float8[], $13::float8[]) as v(s, e, t, ty, g, sp, vd, m, sn, md, mn, mx)
    returning id, external_id`,
  equipmentUpdate: `
    update equipment q set title = v.t, type_id = v.ty, group_id = v.g, space_id = v.sp, vendor = v.vd,
           model = v.m, serial_number = v.sn, manufacture_date = v.md, min_temp = v.mn, max_temp = v.mx
      from unnest($2::int[], $3::text[], $4::int[], $5::int[], $6::int[], $7::text[], $8::text[], $9::text[],
                  $10::date[], $11::float8[], $12::float8[]) as v(id, t, ty, g, sp, vd, m, sn, md, mn, mx)
     where q.id = v.id and q.org_id = $1`,
  sensorsInsert: `
    insert into sensors (org_id, site_id, external_id, title, uuid, vendor, sensor_type, unit, target,
                         gateway_id, equipment_id, space_id)
    select $1, s, e, t, u, vd, ty, un, tg, gw, eq, sp
      from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
                  $10::int[], $11::int[], $12::int[]) as v(s, e, t, u, vd, ty, un, tg, gw, eq, sp)
    returning id, external_id`,
  sensorsUpdate: `
    update sensors q set title = v.t, uuid = v.u, vendor = v.vd, sensor_type = v.ty, unit = v.un, target = v.tg,
           gateway_id = v.gw, equipment_id = v.eq, space_id = v.sp
      from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[],
                  $10::int[], $11::int[]) as v(id, t, u, vd, ty, un, tg, gw, eq, sp)
     where q.id = v.id and q.org_id = $1`,
  audit: `
    insert into audit_log (org_id, user_id, action, target_type, target_id, payload)
    select $1, $2::int, a, t, i, p::jsonb from unnest($3::text[], $4::text[], $5::text[], $6::text[]) as v(a, t, i, p)`,
};

export interface Applied {
  /** Rows created or changed (audited), of every kind. */
  changed: number;
  /** Some site's groups changed: site scopes through SITE_GROUP access are read again. */
  membershipsChanged: boolean;
}

/** Applies `plan` in `tx` (the caller's transaction) as `who`; the audit rows name the job. */
export async function applyPlan(
  tx: Db,
  who: { orgId: number; userId: number },
  jobId: string,
  plan: Plan,
): Promise<Applied> {
  const { orgId } = who;
  const run = async <T = Record<string, unknown>>(text: string, params: unknown[]) =>
    rowsOf<T>(await tx.execute(bind(text, [orgId, ...params])));
  const ids = new Map<string, number>();
  const id = (ref: Ref): number => {
    if (typeof ref === 'number') return ref;
    const found = ids.get(ref);
    if (found === undefined) throw new Error(`import: ${ref} was not created before its use`);
    return found;
  };
  const idOrNull = (ref: Ref | null) => (ref === null ? null : id(ref));
  const audit: AuditEntry[] = [];

  if (plan.newGroups.length) {
    const rows = await run<{ id: number; title: string }>(SQL.groups, [plan.newGroups.map((g) => g.title)]);
    for (const r of rows) {
      ids.set(`group:${r.title.trim().toLowerCase()}`, r.id);
      audit.push({
        action: 'SITE_GROUP_CREATED',
        targetType: 'SITE_GROUP',
        targetId: r.id,
        before: null,
        after: { id: r.id, title: r.title, description: null },
      });
    }
  }

  const siteCols = (list: Plan['sites']) => [
    list.map((s) => s.after.title),
    list.map((s) => s.after.address),
    list.map((s) => s.after.latitude),
    list.map((s) => s.after.longitude),
    list.map((s) => s.after.timeZone),
    list.map((s) => s.after.country),
    list.map((s) => s.after.siteType),
    list.map((s) => s.after.floorAreaM2),
    list.map((s) => s.after.co2FactorKgPerKwh),
    list.map((s) => (s.after.openingHours ? JSON.stringify(s.after.openingHours) : null)),
  ];
  const newSites = plan.sites.filter((s) => s.id === null);
  if (newSites.length) {
    const rows = await run<{ id: number; external_id: string }>(SQL.sitesInsert, [
      newSites.map((s) => s.externalId),
      ...siteCols(newSites),
    ]);
    for (const r of rows) ids.set(`site:${r.external_id}`, r.id);
  }
  const changedSites = plan.sites.filter((s) => s.id !== null && s.fieldsChanged);
  if (changedSites.length)
    await run(SQL.sitesUpdate, [changedSites.map((s) => s.id), ...siteCols(changedSites)]);

  const regrouped = plan.sites.filter((s) => s.groups !== null && s.groupsChanged);
  if (regrouped.length) {
    const siteIds = regrouped.map((s) => id(s.id ?? `site:${s.externalId}`));
    await run(SQL.membersDelete, [siteIds.filter((_, i) => regrouped[i]!.id !== null)]);
    const pairs = regrouped.flatMap((s, i) => s.groups!.map((g) => [id(g), siteIds[i]!] as const));
    await run(SQL.membersInsert, [pairs.map((p) => p[0]), pairs.map((p) => p[1])]);
  }
  for (const s of plan.sites) {
    const siteId = id(s.id ?? `site:${s.externalId}`);
    const groupIds = (s.groups ?? s.beforeGroups).map(id).sort((a, b) => a - b);
    audit.push({
      action: s.id === null ? 'SITE_CREATED' : 'SITE_UPDATED',
      targetType: 'SITE',
      targetId: siteId,
      before: s.before
        ? { id: siteId, externalId: s.externalId, ...s.before, siteGroupIds: s.beforeGroups }
        : null,
      after: { id: siteId, externalId: s.externalId, ...s.after, siteGroupIds: groupIds },
    });
  }

  if (plan.newSpaces.length) {
    const siteIds = plan.newSpaces.map((s) => id(s.siteRef));
    const rows = await run<{ id: number; site_id: number; title: string }>(SQL.spaces, [
      siteIds,
      plan.newSpaces.map((s) => s.title),
    ]);
    const byPlace = new Map(rows.map((r) => [`${r.site_id}\u0001${r.title}`, r.id]));
    plan.newSpaces.forEach((s, i) => {
      const spaceId = byPlace.get(`${siteIds[i]}\u0001${s.title}`)!;
      ids.set(s.key, spaceId);
      audit.push({
        action: 'SPACE_CREATED',
        targetType: 'SPACE',
        targetId: spaceId,
        before: null,
        after: {
          id: spaceId,
          siteId: siteIds[i],
          externalId: null,
          title: s.title,
          description: null,
          spaceType: 'ROOM',
        },
      });
    });
  }

  if (plan.newGateways.length) {
    // A key nobody is shown: the gateway takes readings once an administrator rotates it (setup).
    const keys = plan.newGateways.map(() => generateApiKey());
    const siteIds = plan.newGateways.map((g) => id(g.siteRef));
    const rows = await run<{ id: number; uuid: string; api_key_prefix: string }>(SQL.gateways, [
      siteIds,
      plan.newGateways.map((g) => g.title),
      plan.newGateways.map((g) => g.uuid),
      plan.newGateways.map((g) => g.vendor),
      keys.map((k) => k.prefix),
      keys.map((k) => k.hash),
    ]);
    const byUuid = new Map(rows.map((r) => [r.uuid, r]));
    plan.newGateways.forEach((g, i) => {
      const row = byUuid.get(g.uuid)!;
      ids.set(g.key, row.id);
      audit.push({
        action: 'GATEWAY_CREATED',
        targetType: 'GATEWAY',
        targetId: row.id,
        before: null,
        after: {
          id: row.id,
          siteId: siteIds[i],
          networkGroupId: null,
          externalId: null,
          title: g.title,
          uuid: g.uuid,
          vendor: g.vendor,
          model: null,
          keyPrefix: row.api_key_prefix,
        },
      });
    });
  }

  await applyEquipment(plan, run, ids, id, idOrNull, audit);
  await applySensors(plan, run, ids, id, idOrNull, audit);

  if (audit.length) {
    const payloads = audit.map((a) =>
      JSON.stringify({ before: a.before, after: a.after, importJobId: jobId }),
    );
    await run(SQL.audit, [
      who.userId,
      audit.map((a) => a.action),
      audit.map((a) => a.targetType),
      audit.map((a) => String(a.targetId)),
      payloads,
    ]);
  }
  return {
    changed:
      plan.sites.length +
      plan.equipment.length +
      plan.sensors.length +
      plan.newGroups.length +
      plan.newSpaces.length +
      plan.newGateways.length,
    membershipsChanged: regrouped.length > 0,
  };
}

type Run = <T = Record<string, unknown>>(text: string, params: unknown[]) => Promise<T[]>;

async function applyEquipment(
  plan: Plan,
  run: Run,
  ids: Map<string, number>,
  id: (ref: Ref) => number,
  idOrNull: (ref: Ref | null) => number | null,
  audit: AuditEntry[],
): Promise<void> {
  const cols = (list: Plan['equipment']) => [
    list.map((e) => e.after.title),
    list.map((e) => e.after.typeId),
    list.map((e) => e.after.groupId),
    list.map((e) => idOrNull(e.after.spaceRef)),
    list.map((e) => e.after.vendor),
    list.map((e) => e.after.model),
    list.map((e) => e.after.serialNumber),
    list.map((e) => e.after.manufactureDate),
    list.map((e) => e.after.minTemp),
    list.map((e) => e.after.maxTemp),
  ];
  const fresh = plan.equipment.filter((e) => e.id === null);
  if (fresh.length) {
    const rows = await run<{ id: number; external_id: string }>(SQL.equipmentInsert, [
      fresh.map((e) => id(e.siteRef)),
      fresh.map((e) => e.externalId),
      ...cols(fresh),
    ]);
    for (const r of rows) ids.set(`equipment:${r.external_id}`, r.id);
  }
  const changed = plan.equipment.filter((e) => e.id !== null);
  if (changed.length) await run(SQL.equipmentUpdate, [changed.map((e) => e.id), ...cols(changed)]);
  for (const e of plan.equipment) {
    const itemId = id(e.id ?? `equipment:${e.externalId}`);
    const siteId = id(e.siteRef);
    const { spaceRef, ...after } = e.after;
    audit.push({
      action: e.id === null ? 'EQUIPMENT_CREATED' : 'EQUIPMENT_UPDATED',
      targetType: 'EQUIPMENT',
      targetId: itemId,
      before: e.before ? { id: itemId, siteId, externalId: e.externalId, ...e.before } : null,
      after: { id: itemId, siteId, externalId: e.externalId, ...after, spaceId: idOrNull(spaceRef) },
    });
  }
}

async function applySensors(
  plan: Plan,
  run: Run,
  ids: Map<string, number>,
  id: (ref: Ref) => number,
  idOrNull: (ref: Ref | null) => number | null,
  audit: AuditEntry[],
): Promise<void> {
  const cols = (list: Plan['sensors']) => [
    list.map((s) => s.after.title),
    list.map((s) => s.after.uuid),
    list.map((s) => s.after.vendor),
    list.map((s) => s.after.sensorType),
    list.map((s) => s.after.unit),
    list.map((s) => s.after.target),
    list.map((s) => id(s.after.gatewayRef)),
    list.map((s) => idOrNull(s.after.equipmentRef)),
    list.map((s) => idOrNull(s.after.spaceRef)),
  ];
  const fresh = plan.sensors.filter((s) => s.id === null);
  if (fresh.length) {
    const rows = await run<{ id: number; external_id: string }>(SQL.sensorsInsert, [
      fresh.map((s) => id(s.siteRef)),
      fresh.map((s) => s.externalId),
      ...cols(fresh),
    ]);
    for (const r of rows) ids.set(`sensor:${r.external_id}`, r.id);
  }
  const changed = plan.sensors.filter((s) => s.id !== null);
  if (changed.length) await run(SQL.sensorsUpdate, [changed.map((s) => s.id), ...cols(changed)]);
  for (const s of plan.sensors) {
    const sensorId = id(s.id ?? `sensor:${s.externalId}`);
    const siteId = id(s.siteRef);
    const { gatewayRef, equipmentRef, spaceRef, ...after } = s.after;
    audit.push({
      action: s.id === null ? 'SENSOR_CREATED' : 'SENSOR_UPDATED',
      targetType: 'SENSOR',
      targetId: sensorId,
      before: s.before ? { id: sensorId, siteId, externalId: s.externalId, ...s.before } : null,
      after: {
        id: sensorId,
        siteId,
        externalId: s.externalId,
        ...after,
        gatewayId: id(gatewayRef),
        equipmentId: idOrNull(equipmentRef),
        spaceId: idOrNull(spaceRef),
      },
    });
  }
}
