import type { IngestBatch, IngestResult } from '@sw/contracts';

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
