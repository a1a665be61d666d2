import type { IngestResult } from '@sw/contracts';
import type { TestContext } from './app';
import { buildGateway, buildSensor, buildSite } from './factories';
import { buildEquipment } from './telemetry-factories';

/**
 * Small helpers for the issue 11 zone tests (compliance across DST changes and month boundaries, late
 * readings): readings written as UTC instants in the test, with their local times in comments, and
 * sent through the ingestion API as a gateway sends them.
 */

/** A reading as a gateway sends it. */
export interface GatewayReading {
  sensor: string;
  ts: string;
  value: number;
}

/** [from, to) between two ISO instants. */
export interface Span {
  from: string;
  to: string;
}

/**
 * Posts readings to POST /api/v1/ingest/readings with the gateway's key, 5,000 a batch (the fixtures'
 * batch size); throws unless every batch answers 200 with nothing rejected. Returns the summed counts.
 */
export async function postReadings(
  t: TestContext,
  apiKey: string,
  readings: GatewayReading[],
): Promise<{ accepted: number; duplicates: number }> {
  let accepted = 0;
  let duplicates = 0;
  for (let i = 0; i < readings.length; i += 5000) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ingest/readings',
      headers: { 'x-api-key': apiKey },
      payload: { readings: readings.slice(i, i + 5000) },
    });
    const body = res.json() as IngestResult;
    if (res.statusCode !== 200 || body.rejected > 0)
      throw new Error(`ingest failed: ${res.statusCode} ${res.body.slice(0, 500)}`);
    accepted += body.accepted;
    duplicates += body.duplicates;
  }
  return { accepted, duplicates };
}

const inSpan = (ms: number, s: Span) => ms >= Date.parse(s.from) && ms < Date.parse(s.to);

/**
 * One sensor's readings every `stepMs` over `span`: `base`, or the value of the first event whose span
 * holds the instant; no reading inside a gap.
 */
export function steppedReadings(
  sensor: string,
  span: Span,
  stepMs: number,
  base: number,
  events: readonly (Span & { value: number })[] = [],
  gaps: readonly Span[] = [],
): GatewayReading[] {
  const out: GatewayReading[] = [];
  for (let ms = Date.parse(span.from); ms < Date.parse(span.to); ms += stepMs) {
    if (gaps.some((g) => inSpan(ms, g))) continue;
    const value = events.find((e) => inSpan(ms, e))?.value ?? base;
    out.push({ sensor, ts: new Date(ms).toISOString(), value });
  }
  return out;
}

export interface ProbeSite {
  siteId: number;
  equipmentId: number;
  sensorId: number;
  sensorUuid: string;
  apiKey: string;
}

/** A site in `timeZone` with a gateway and one TEMPERATURE probe on a cooler whose range is lo–hi °C. */
export async function buildProbeSite(
  t: TestContext,
  orgId: number,
  o: { title: string; timeZone: string; lo: number; hi: number },
): Promise<ProbeSite> {
  const db = t.database.db;
  const site = await buildSite(db, orgId, { title: o.title, timeZone: o.timeZone });
  const { gateway, apiKey } = await buildGateway(db, orgId, site.id);
  const cooler = await buildEquipment(db, orgId, site.id, {
    title: `${o.title} cooler`,
    minTemp: o.lo,
    maxTemp: o.hi,
  });
  const probe = await buildSensor(db, orgId, site.id, {
    equipmentId: cooler.id,
    gatewayId: gateway.id,
    title: `${o.title} probe`,
    sensorType: 'TEMPERATURE',
    unit: '°C',
  });
  return { siteId: site.id, equipmentId: cooler.id, sensorId: probe.id, sensorUuid: probe.uuid, apiKey };
}
