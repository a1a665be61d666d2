import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('documents every telemetry route with its query and response schema', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<
      string,
      Record<string, { responses: Record<string, unknown>; parameters?: { name: string }[] }>
    >;
    const routes = [
      '/api/v1/ingest/readings',
      '/timeseries/energy/equipment/{id}/series',
      '/timeseries/energy/site/{siteId}/equipment-group/{groupId}/series',
      '/timeseries/energy/site/{siteId}/equipment-type/{typeId}/series',
      '/timeseries/energy/site/{siteId}/series',
      '/timeseries/energy/site/{siteId}/dashboard',
      '/timeseries/energy/site/{siteId}/consumption',
      '/timeseries/energy/equipment/{id}/recent-power',
      '/timeseries/energy/site/{siteId}/equipment/recent-power',
      '/timeseries/thermostat/status/{id}/series/',
      '/timeseries/actuators/{id}',
      '/timeseries/gateways/status/cb-overridden-state/{controlBoardId}',
      '/timeseries/control-agent-module/status/{controlId}',
      '/timeseries/light/sensor/{controlBoardId}',
      '/timeseries/scheduler-control/status/{schedulerId}',
      '/timeseries/operational/sensor/{sensorId}',
    ];
    for (const route of routes) {
      const op = paths[route]?.get ?? paths[route]?.post;
      expect(op, route).toBeDefined();
      expect(op!.responses['200'], route).toBeDefined();
    }
    const series = paths['/timeseries/energy/site/{siteId}/series']!.get!;
    expect(series.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['from', 'to', 'agg', 'seeSpilloverPoint', 'siteId']),
    );
  });
});
