import type { IngestReading, ThermostatSample } from '@sw/contracts';
import type { Database } from '../db/client';
import { weatherDaysUpsertSql } from '../modules/weather';
import { SENSOR_COLS, SITE_COLS, TSTAT_COLS } from './model-columns';
import { loadModelInputs } from './model-inputs';
import { buildModelParams } from './model-params';
import { readingRowsSql, siteStateSql, THERMOSTAT_STATUS_COLUMNS, thermostatRowsSql } from './model-sql';
import { recordDef } from './sql';
import { weatherRowsSql } from './weather';

/** One gateway's share of a tick: the principal and its batch. */
export interface GatewayBatch {
  principal: { gatewayId: number; orgId: number; siteId: number };
  readings: IngestReading[];
  thermostats: ThermostatSample[];
}

interface DeviceRef {
  uuid: string;
  gatewayId: number;
  orgId: number;
  siteId: number;
}

/**
 * The model parameters as three jsonb parameters: the live queries bind them to CTEs named like the
 * seed's temp tables, so the very same SQL (model-sql.ts) computes live values.
 */
const PARAM_CTES = `with
  sim_site as (select * from jsonb_to_recordset($1::jsonb) as ${recordDef(SITE_COLS)}),
  sim_sensor as (select * from jsonb_to_recordset($2::jsonb) as ${recordDef(SENSOR_COLS)}),
  sim_tstat as (select * from jsonb_to_recordset($3::jsonb) as ${recordDef(TSTAT_COLS)})`;

const instants = 'select unnest($4::timestamptz[]) as ts';
// A site whose gateway is in a dropout (planted fault, model-faults.ts) sends nothing meanwhile.
const readingsQuery = (dtMinutes: number) =>
  `${PARAM_CTES} select sensor_id, ts, value from (${readingRowsSql(siteStateSql(instants), dtMinutes, 'not st.dropped')}) q`;
const thermostatQuery = `${PARAM_CTES} select ${THERMOSTAT_STATUS_COLUMNS} from (${thermostatRowsSql(siteStateSql(instants), 'not st.dropped')}) q`;
const silentQuery = `${PARAM_CTES} select distinct site_id from (${siteStateSql(instants)}) q where dropped order by site_id`;
// The weather write path's statement (modules/weather): the readings and their local days together.
const weatherInsert = `${PARAM_CTES},
  ins as (
    insert into weather_readings (site_id, ts, org_id, temperature, humidity, windchill)
    ${weatherRowsSql(instants)} on conflict do nothing
    returning site_id, ts, org_id, temperature)
  ${weatherDaysUpsertSql('ins')}`;

interface ThermostatRow {
  thermostat_id: number;
  ts: Date;
  online: boolean;
  mode: ThermostatSample['mode'];
  working_mode: string;
  fan_mode: string;
  temperature: number;
  cool_set_point: number;
  heat_set_point: number;
  fan_running: boolean;
  cooling_stage1_running: boolean;
  cooling_stage2_running: boolean;
  heating_stage1_running: boolean;
  heating_stage2_running: boolean;
  local_adjustment_override: string | null;
  timetable_active_state: string | null;
  set_point_deviation: number;
  maintenance_state: string | null;
  temp_units: 'C' | 'F';
}

/** The live model: parameters loaded from the database, evaluated in it for given instants. */
export class LiveModel {
  private params: [string, string, string] = ['[]', '[]', '[]'];
  private sensors = new Map<number, DeviceRef>();
  private thermostats = new Map<number, DeviceRef>();

  constructor(private readonly database: Database) {}

  /** Re-reads devices and settings (a thermostat put in override or back to schedule, new sensors). */
  async refresh(): Promise<void> {
    const inputs = await loadModelInputs(this.database.db);
    const p = buildModelParams(inputs);
    this.params = [JSON.stringify(p.sites), JSON.stringify(p.sensors), JSON.stringify(p.thermostats)];
    const ref = (r: { uuid: string; gatewayId: number | null; orgId: number; siteId: number }) =>
      r.gatewayId === null
        ? null
        : { uuid: r.uuid, gatewayId: r.gatewayId, orgId: r.orgId, siteId: r.siteId };
    this.sensors = new Map();
    for (const r of inputs.sensorRows) {
      const d = ref(r);
      if (d) this.sensors.set(r.id, d);
    }
    this.thermostats = new Map();
    for (const t of inputs.thermostatRows) {
      const d = ref(t);
      if (d) this.thermostats.set(t.id, d);
    }
  }

  /** The id of the simulated thermostat with this uuid (samples name their thermostat by uuid). */
  thermostatId(uuid: string): number | null {
    for (const [id, d] of this.thermostats) if (d.uuid === uuid) return id;
    return null;
  }

  /** Readings and thermostat samples at `times`, grouped per gateway (energy over `dtMinutes`). */
  async batches(times: Date[], dtMinutes: number): Promise<GatewayBatch[]> {
    const args = [...this.params, times.map((t) => t.toISOString())];
    const readings = await this.database.query<{ sensor_id: number; ts: Date; value: number }>(
      readingsQuery(dtMinutes),
      args,
    );
    const samples = await this.database.query<ThermostatRow>(thermostatQuery, args);
    const byGateway = new Map<number, GatewayBatch>();
    const batchOf = (d: DeviceRef) => {
      let b = byGateway.get(d.gatewayId);
      if (!b) {
        b = {
          principal: { gatewayId: d.gatewayId, orgId: d.orgId, siteId: d.siteId },
          readings: [],
          thermostats: [],
        };
        byGateway.set(d.gatewayId, b);
      }
      return b;
    };
    for (const r of readings) {
      const d = this.sensors.get(r.sensor_id);
      if (d)
        batchOf(d).readings.push({
          sensor: d.uuid,
          ts: new Date(r.ts).toISOString(),
          value: round(r.value, 4),
        });
    }
    for (const s of samples) {
      const d = this.thermostats.get(s.thermostat_id);
      if (d) batchOf(d).thermostats.push(toSample(d.uuid, s));
    }
    return [...byGateway.values()];
  }

  /** Sites whose gateway is in a dropout at `at` (they send nothing then). */
  async silentSites(at: Date): Promise<number[]> {
    const rows = await this.database.query<{ site_id: number }>(silentQuery, [
      ...this.params,
      [at.toISOString()],
    ]);
    return rows.map((r) => r.site_id);
  }

  /**
   * Hourly weather for every site at each of `hours` (weather comes from a weather service, not a
   * gateway), with the daily weather of their local days (weather_days).
   */
  async weather(hours: Date[]): Promise<void> {
    if (!hours.length) return;
    await this.database.query(weatherInsert, [...this.params, hours.map((h) => h.toISOString())]);
  }
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

function toSample(uuid: string, s: ThermostatRow): ThermostatSample {
  return {
    thermostat: uuid,
    ts: new Date(s.ts).toISOString(),
    online: s.online,
    mode: s.mode,
    workingMode: s.working_mode,
    fanMode: s.fan_mode,
    temperature: s.temperature,
    coolSetPoint: s.cool_set_point,
    heatSetPoint: s.heat_set_point,
    fanRunning: s.fan_running,
    coolingStage1Running: s.cooling_stage1_running,
    coolingStage2Running: s.cooling_stage2_running,
    heatingStage1Running: s.heating_stage1_running,
    heatingStage2Running: s.heating_stage2_running,
    localAdjustmentOverride: s.local_adjustment_override,
    timetableActiveState: s.timetable_active_state,
    setPointDeviation: s.set_point_deviation,
    maintenanceState: s.maintenance_state,
    tempUnits: s.temp_units,
  };
}
