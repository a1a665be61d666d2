import type { IngestBatch, IngestResult } from '@sw/contracts';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../app';

/** The gateway a batch comes from: resolved from its API key (HTTP) or given by the simulator. */
export interface GatewayPrincipal {
  gatewayId: number;
  orgId: number;
  siteId: number;
}

export interface TelemetryService {
  /** Validates, stores and rolls up one batch in one transaction; resolves only after commit. */
  ingest(gw: GatewayPrincipal, batch: IngestBatch, now?: Date): Promise<IngestResult>;
}

// TODO(telemetry helper): replace with the real ingestion service and routes.
export async function registerTelemetry(_api: FastifyInstance, _services: Services): Promise<void> {}
