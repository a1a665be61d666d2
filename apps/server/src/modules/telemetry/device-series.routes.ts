import {
  ActuatorPoint,
  ControlAgentPoint,
  ControlBoardIdParam,
  ControlIdParam,
  IdParam,
  LightPoint,
  OperationalQuery,
  OperationalSeries,
  OverriddenStatePoint,
  SchedulerIdParam,
  SchedulerPoint,
  SensorIdParam,
  TimeRangeQuery,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { bucketedReadings, type RawPoint, rawReadings } from './device-series.repository';
import { defaultDeviceAgg, tableFor } from './rollup-table';
import { boardSensor, type Caller, controlBoardOf, schedulerOf, sensorOf } from './scope';

const tags = ['time-series: devices'];
const OVERRIDE_STATES = ['NONE', 'FORCED_OFF', 'FORCED_ON'] as const;

/**
 * How a bucket of a device series is summarised when the range is too old or too long for raw
 * readings: states (ACTUATOR, OVERRIDDEN_STATE, CONTROL_AGENT, SCHEDULER) take the bucket's last
 * value, since an average of states means nothing; measured quantities (LIGHT lux) its average.
 */
type Summary = 'last' | 'average';

/**
 * One sensor's series for a device endpoint (these take no agg). Raw readings while the range is
 * short (≤ 2 days) and recent enough for the raw table (kept 3 days); otherwise one point per bucket,
 * stamped at the bucket start, from the rollup chosen like a default energy series
 * (defaultDeviceAgg): the raw table would answer an older or longer range with nothing.
 */
async function deviceSeries(
  database: Database,
  orgId: number,
  sensor: { id: number; timeZone: string },
  range: { from: Date; to: Date },
  summary: Summary,
  now = new Date(),
): Promise<RawPoint[]> {
  const agg = defaultDeviceAgg(range.from, range.to, now);
  if (agg === null) return rawReadings(database, orgId, sensor.id, range.from, range.to);
  const { from, to } = range;
  const rows = await bucketedReadings(database, {
    orgId,
    sensorId: sensor.id,
    agg,
    from,
    to,
    tz: sensor.timeZone,
  });
  return rows.map((r) => ({ ts: r.ts, value: summary === 'last' ? r.last : r.value }));
}

/** The series of a control board's sensor of one type; a board without that sensor has no data. */
async function boardSeries(
  database: Database,
  caller: Caller,
  boardId: number,
  sensorType: string,
  range: { from: Date; to: Date },
  summary: Summary,
): Promise<RawPoint[]> {
  const board = await controlBoardOf(database, caller, boardId);
  const sensor = await boardSensor(database, caller.orgId, board.id, sensorType);
  return sensor === null ? [] : deviceSeries(database, caller.orgId, sensor, range, summary);
}

export const deviceSeriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database;

  app.get(
    '/actuators/:id',
    {
      schema: {
        tags,
        summary: 'Relay output of an ACTUATOR sensor (1 on, 0 off)',
        params: IdParam,
        querystring: TimeRangeQuery,
        response: { 200: z.array(ActuatorPoint) },
      },
    },
    async (req) => {
      const sensor = await sensorOf(db, req.auth, req.params.id, 'Actuator');
      if (sensor.sensorType !== 'ACTUATOR') throw notFound('Actuator');
      const rows = await deviceSeries(db, req.auth.orgId, sensor, req.query, 'last');
      return rows.map((r) => ({ timestamp: r.ts, value: r.value }));
    },
  );

  app.get(
    '/gateways/status/cb-overridden-state/:controlBoardId',
    {
      schema: {
        tags,
        summary: 'Manual override state of a control board (its OVERRIDDEN_STATE sensor)',
        params: ControlBoardIdParam,
        querystring: TimeRangeQuery,
        response: { 200: z.array(OverriddenStatePoint) },
      },
    },
    async (req) => {
      const rows = await boardSeries(
        db,
        req.auth,
        req.params.controlBoardId,
        'OVERRIDDEN_STATE',
        req.query,
        'last',
      );
      return rows.map((r) => ({ timestamp: r.ts, state: OVERRIDE_STATES[Math.round(r.value)] ?? 'NONE' }));
    },
  );

  app.get(
    '/control-agent-module/status/:controlId',
    {
      schema: {
        tags,
        summary: "Whether a control board's agent runs its control loop (its CONTROL_AGENT sensor)",
        params: ControlIdParam,
        querystring: TimeRangeQuery,
        response: { 200: z.array(ControlAgentPoint) },
      },
    },
    async (req) => {
      const rows = await boardSeries(db, req.auth, req.params.controlId, 'CONTROL_AGENT', req.query, 'last');
      return rows.map((r) => ({ timestamp: r.ts, running: r.value >= 0.5 }));
    },
  );

  app.get(
    '/light/sensor/:controlBoardId',
    {
      schema: {
        tags,
        summary: "Illuminance measured by a control board's LIGHT sensor",
        params: ControlBoardIdParam,
        querystring: TimeRangeQuery,
        response: { 200: z.array(LightPoint) },
      },
    },
    async (req) => {
      const rows = await boardSeries(db, req.auth, req.params.controlBoardId, 'LIGHT', req.query, 'average');
      return rows.map((r) => ({ timestamp: r.ts, lux: r.value }));
    },
  );

  app.get(
    '/scheduler-control/status/:schedulerId',
    {
      schema: {
        tags,
        summary: "A scheduler's state: fixed schedule and light sensor flags, with its lux threshold",
        params: SchedulerIdParam,
        querystring: TimeRangeQuery,
        response: { 200: z.array(SchedulerPoint) },
      },
    },
    async (req) => {
      const scheduler = await schedulerOf(db, req.auth, req.params.schedulerId);
      if (scheduler.controlBoardId === null) return [];
      const sensor = await boardSensor(db, req.auth.orgId, scheduler.controlBoardId, 'SCHEDULER');
      if (sensor === null) return [];
      const rows = await deviceSeries(db, req.auth.orgId, sensor, req.query, 'last');
      // The SCHEDULER reading is a bit field: 1 = fixed schedule active, 2 = light sensor active.
      return rows.map((r) => {
        const bits = Math.round(r.value);
        return {
          timestamp: r.ts,
          threshold: scheduler.luxThreshold,
          fixedScheduleActive: (bits & 1) !== 0,
          lightSensorActive: (bits & 2) !== 0,
        };
      });
    },
  );

  app.get(
    '/operational/sensor/:sensorId',
    {
      schema: {
        tags,
        summary: 'Readings of any sensor: raw, or the average (with min and max) per bucket',
        params: SensorIdParam,
        querystring: OperationalQuery,
        response: { 200: OperationalSeries },
      },
    },
    async (req) => {
      const sensor = await sensorOf(db, req.auth, req.params.sensorId);
      const { from, to } = req.query;
      const orgId = req.auth.orgId;
      // An explicit agg wins (finer than 15m: raw readings). Without one: raw for a short, recent
      // range, else the rollup defaultDeviceAgg picks, so an old or long range is not empty.
      const agg = req.query.agg ?? defaultDeviceAgg(from, to, new Date());
      const base = { sensorId: sensor.id, sensorType: sensor.sensorType, unit: sensor.unit };
      if (agg === null || tableFor(agg) === 'readings') {
        const rows = await rawReadings(db, orgId, sensor.id, from, to);
        const readings = rows.map((r) => ({ timestamp: r.ts, value: r.value, min: r.value, max: r.value }));
        return { ...base, agg: 'raw' as const, readings };
      }
      const rows = await bucketedReadings(db, {
        orgId,
        sensorId: sensor.id,
        agg,
        from,
        to,
        tz: sensor.timeZone,
      });
      const readings = rows.map((r) => ({ timestamp: r.ts, value: r.value, min: r.min, max: r.max }));
      return { ...base, agg, readings };
    },
  );
};
