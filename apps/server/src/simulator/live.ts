import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { TelemetryService } from '../modules/telemetry';

// TODO(seed helper): the real live simulator.
export function startSimulator(_o: {
  database: Database;
  telemetry: TelemetryService;
  speed: number;
  log: FastifyBaseLogger;
}): { stop: () => Promise<void> } {
  return { stop: async () => {} };
}
