import type { Database } from '../db/client';

export interface SeedSummary {
  organizations: number;
  sites: number;
  sensors: number;
  readings: number;
  seconds: number;
}

// TODO(seed helper): the real generator.
export async function ensureSeeded(
  _database: Database,
  _opts: { seed: number; now?: Date },
): Promise<SeedSummary | null> {
  return null;
}
