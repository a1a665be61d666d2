import type { OrganizationCreate } from '@sw/contracts/setup';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';

/** The internal operations organisation (spec 1 §6): never given to a customer. */
export const OPERATIONS_ORG_ID = 275;
/** Serialises the choice of the next id between processes. */
const ORG_ID_LOCK = 7_275_001;

/** Until it uploads its own, an organisation's logo is the monogram of its name (cdn org-logo-svg). */
export function monogramLogo(title: string, id: number): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `/cdn/orgs/${slug || `org-${id}`}.svg`;
}

/**
 * Creates an organisation with the next free id (organisation ids are ours to choose; 275 is kept
 * for internal operations). Call inside a transaction: the advisory lock lasts until it ends.
 */
export async function createOrganization(
  tx: Db,
  input: Required<Omit<OrganizationCreate, 'description' | 'country'>> & {
    description?: string | null;
    country?: string | null;
  },
  id?: number,
): Promise<typeof organizations.$inferSelect> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ORG_ID_LOCK})`);
  let next = id;
  if (next === undefined) {
    const [row] = await tx
      .select({ n: sql<number>`coalesce(max(${organizations.id}), 0)::int + 1` })
      .from(organizations);
    next = row!.n === OPERATIONS_ORG_ID ? OPERATIONS_ORG_ID + 1 : row!.n;
  }
  const [created] = await tx
    .insert(organizations)
    .values({
      id: next,
      title: input.title,
      logo: monogramLogo(input.title, next),
      description: input.description ?? null,
      country: input.country ?? null,
      timeZone: input.timeZone,
      measurementSystem: input.measurementSystem,
      temperatureUnit: input.temperatureUnit,
    })
    .returning();
  return created!;
}
