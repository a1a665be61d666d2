import type { Actuator, ActuatorState, ControlBoard, SensorTypeName } from '@sw/contracts';
import { ONLINE_WINDOW_MINUTES } from '@sw/domain';
import type { Database } from '../../db/client';
import { type Scope, scopeParam } from '../../db/site-scope';

interface BoardRow {
  id: number;
  title: string;
  description: string | null;
  siteId: number;
  networkGroupId: number | null;
  networkGroupTitle: string | null;
  modelId: string | null;
  spaceId: number | null;
  spaceTitle: string | null;
  uuid: string;
  vendor: string;
  model: string | null;
  lightSensorPort: string;
  edgeId: string | null;
  productId: string | null;
  config: Record<string, unknown>;
  lightSensorPublishingInterval: number | null;
  gatewayId: number | null;
  gatewayTitle: string | null;
  gatewayUuid: string | null;
  gatewayVendor: string | null;
  gatewayModel: string | null;
  gatewayOnline: boolean;
}

interface BoardSensorRow {
  id: number;
  uuid: string;
  title: string;
  sensorType: SensorTypeName;
  paired: boolean;
}

type ActuatorRow = Actuator & { state: number | null; ts: Date | string | null };

const NO_DATA = `timestamptz '1970-01-02 00:00:00+00'`;

/**
 * The actuators (ACTUATOR sensors wired to a control board) of the caller's sites, of one board or
 * driving one equipment, with their newest state.
 */
export async function listActuators(
  database: Database,
  c: Scope,
  f: { controlBoardId?: number; equipmentId?: number },
): Promise<(Actuator & { latest: ActuatorState })[]> {
  const rows = await database.query<ActuatorRow>(
    `select x.id, x.title, x.target as port, x.control_board_id as "controlBoardId", b.title as "controlBoardTitle",
            x.equipment_id as "equipmentId", e.title as "equipmentTitle", x.site_id as "siteId",
            case when x.last_seen_at > ${NO_DATA} then x.last_value end as state,
            case when x.last_seen_at > ${NO_DATA} then x.last_seen_at end as ts
       from sensors x
       join control_boards b on b.id = x.control_board_id and b.org_id = x.org_id
       left join equipment e on e.id = x.equipment_id and e.org_id = x.org_id
      where x.org_id = $1 and ($2::int[] is null or x.site_id = any($2::int[])) and x.sensor_type = 'ACTUATOR'
        and ($3::int is null or x.control_board_id = $3) and ($4::int is null or x.equipment_id = $4)
      order by x.site_id, b.title, x.title, x.id`,
    [c.orgId, scopeParam(c.siteScope), f.controlBoardId ?? null, f.equipmentId ?? null],
  );
  return rows.map(({ state, ts, ...a }) => ({
    ...a,
    latest: {
      actuatorId: a.id,
      state: state === null ? null : Number(state),
      timestamp: ts === null ? null : new Date(ts).toISOString(),
    },
  }));
}

/** One control board of the caller's with every G-017 field; undefined when not theirs. */
export async function findControlBoard(
  database: Database,
  c: Scope,
  id: number,
): Promise<ControlBoard | undefined> {
  const [b] = await database.query<BoardRow>(
    `select b.id, b.title, b.description, b.site_id as "siteId", b.network_group_id as "networkGroupId",
            n.title as "networkGroupTitle", b.model_id as "modelId", b.space_id as "spaceId", sp.title as "spaceTitle",
            b.uuid, b.vendor, b.model, b.light_sensor_port as "lightSensorPort", b.edge_id as "edgeId",
            b.product_id as "productId", b.config, b.light_sensor_publishing_interval as "lightSensorPublishingInterval",
            g.id as "gatewayId", g.title as "gatewayTitle", g.uuid as "gatewayUuid", g.vendor as "gatewayVendor",
            g.model as "gatewayModel",
            coalesce(g.last_seen_at > now() - make_interval(mins => $4::int), false) as "gatewayOnline"
       from control_boards b
       left join network_groups n on n.id = b.network_group_id and n.org_id = b.org_id
       left join spaces sp on sp.id = b.space_id and sp.org_id = b.org_id
       left join gateways g on g.id = b.gateway_id and g.org_id = b.org_id
      where b.org_id = $1 and ($2::int[] is null or b.site_id = any($2::int[])) and b.id = $3`,
    [c.orgId, scopeParam(c.siteScope), id, ONLINE_WINDOW_MINUTES],
  );
  if (!b) return undefined;
  // Paired: wired to the board. Scanned: heard by the board's gateway but not paired to the board.
  const sensors = await database.query<BoardSensorRow>(
    `select x.id, x.uuid, x.title, x.sensor_type as "sensorType", (x.control_board_id = $2) as paired
       from sensors x
      where x.org_id = $1 and (x.control_board_id = $2 or ($3::int is not null and x.gateway_id = $3))
      order by x.title, x.id`,
    [c.orgId, b.id, b.gatewayId],
  );
  const brief = ({ paired: _, ...s }: BoardSensorRow) => s;
  const paired = sensors.filter((s) => s.paired === true).map(brief);
  const scanned = sensors.filter((s) => s.paired !== true).map(brief);
  const actuators = await listActuators(database, c, { controlBoardId: b.id });
  return {
    id: b.id,
    title: b.title,
    description: b.description,
    siteId: b.siteId,
    networkGroup:
      b.networkGroupId !== null ? { id: b.networkGroupId, title: b.networkGroupTitle ?? '' } : null,
    networkGroupId: b.networkGroupId,
    actuators: actuators.map(({ latest: _, ...a }) => a),
    actuatorsStates: actuators.map((a) => a.latest),
    gatewayModel: b.gatewayModel,
    modelId: b.modelId,
    spaceId: b.spaceId,
    space: b.spaceId !== null && b.spaceTitle !== null ? { id: b.spaceId, title: b.spaceTitle } : null,
    pairedSensorIds: paired.map((s) => s.id),
    pairedSensors: paired,
    scannedSensorIds: scanned.map((s) => s.id),
    scannedSensors: scanned,
    sensorsWhitelist: paired.map((s) => s.uuid),
    uuid: b.uuid,
    vendor: b.vendor,
    model: b.model,
    lightSensorPort: b.lightSensorPort || 'NONE',
    edgeId: b.edgeId,
    productId: b.productId,
    gatewayInfo:
      b.gatewayId !== null
        ? {
            id: b.gatewayId,
            title: b.gatewayTitle ?? '',
            uuid: b.gatewayUuid ?? '',
            vendor: b.gatewayVendor ?? '',
            model: b.gatewayModel,
          }
        : null,
    gatewayConfig: b.config ?? {},
    gatewayStatus: b.gatewayOnline === true ? 'ONLINE' : 'OFFLINE',
    gatewayOnlineStatus: b.gatewayOnline === true,
    lightSensorPublishingInterval: b.lightSensorPublishingInterval,
  };
}
