import { CommandAck, DeviceCommand, ErrorResponse, GatewayCommands, IdParam } from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, unauthorized } from '../../lib/http-errors';
import { presentCommand, presentGatewayCommand } from './device-commands.presenter';
import { expireCommands, pendingForGateway, settleCommand } from './device-commands.repository';
import { apiKeyOf, authenticateGateway } from './ingest.routes';

/**
 * The device adapter's HTTP side (issue 12): a real gateway polls its pending working-mode commands
 * with its API key and acknowledges each once the device applied it (or refuses it). The simulator
 * does the same for the devices it drives (simulator/commands.ts).
 */
export const deviceCommandsRoutes: FastifyPluginAsyncZod = async (app) => {
  const gatewayAuth = async (req: Parameters<typeof apiKeyOf>[0]) => {
    const key = apiKeyOf(req);
    if (!key) throw unauthorized('Missing gateway API key (x-api-key header)');
    const gw = await authenticateGateway(app.database, key);
    if (!gw) throw unauthorized('Invalid gateway API key');
    req.gateway = gw;
  };
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

  app.get(
    '/api/v1/ingest/commands',
    {
      config: { gateway: true },
      onRequest: gatewayAuth,
      schema: {
        tags: ['ingestion'],
        summary:
          "The gateway's working-mode commands not yet acknowledged (API key), oldest first; acknowledge each with POST /api/v1/ingest/commands/{id}/ack",
        security: [{ apiKey: [] }],
        response: { 200: GatewayCommands, ...errors },
      },
    },
    async (req) => {
      const gw = req.gateway!;
      await expireCommands(app.database, gw.orgId, new Date());
      return (await pendingForGateway(app.database, gw.gatewayId)).map(presentGatewayCommand);
    },
  );

  app.post(
    '/api/v1/ingest/commands/:id/ack',
    {
      config: { gateway: true },
      onRequest: gatewayAuth,
      schema: {
        tags: ['ingestion'],
        summary:
          'Acknowledges a command (API key): ACKNOWLEDGED once applied (a thermostat is then confirmed by its next sample showing the mode; other controls at once) or FAILED with a message',
        security: [{ apiKey: [] }],
        params: IdParam,
        body: CommandAck,
        response: { 200: DeviceCommand, ...errors },
      },
    },
    async (req) => {
      const gw = req.gateway!;
      const now = new Date();
      await expireCommands(app.database, gw.orgId, now);
      const row = await app.database.db.transaction((tx) =>
        settleCommand(tx, gw.gatewayId, req.params.id, req.body, now),
      );
      // Another gateway's command, one already settled or timed out: nothing to acknowledge.
      if (!row) throw notFound('Pending command');
      return presentCommand(row);
    },
  );
};
