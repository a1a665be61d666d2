import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { featureFlagEntries } from '../../db/schema';

export type FeatureEntryRow = typeof featureFlagEntries.$inferSelect;

/** Every organisation's entries for the given feature: lists are evaluated across organisations. */
export function featureEntries(db: Db, feature: string): Promise<FeatureEntryRow[]> {
  return db.select().from(featureFlagEntries).where(eq(featureFlagEntries.feature, feature));
}
