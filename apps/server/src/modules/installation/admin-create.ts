import crypto from 'node:crypto';
import { AdministratorFields, OrganizationCreate } from '@sw/contracts/setup';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { audit } from '../identity';
import { createOrganization, OPERATIONS_ORG_ID } from '../organizations';
import { createAdministrator } from './installation.service';

export const ADMIN_CREATE_USAGE = `Usage: npm run admin:create -- --email EMAIL (--organization "TITLE" | --organization-id ID | --operations)
       [--first-name NAME] [--last-name NAME] [--time-zone ZONE] [--country CC]
  --organization      creates a new organisation with this title and makes EMAIL its administrator
  --organization-id   makes EMAIL an administrator of an existing organisation
  --operations        makes EMAIL an administrator of the internal operations organisation (275),
                      which creates organisations and may open any of them
  The password is read from ADMIN_PASSWORD; without it one is generated and printed once.`;

export interface AdminCreateArgs {
  email: string;
  firstName: string;
  lastName: string;
  password: string | null;
  target: { kind: 'new'; title: string } | { kind: 'existing'; id: number } | { kind: 'operations' };
  timeZone: string;
  country: string | null;
}

/** The command line as arguments, or a message saying what is wrong. */
export function parseAdminArgs(argv: string[], env: NodeJS.ProcessEnv): AdminCreateArgs | string {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) return `Unexpected argument '${a}'`;
    if (a === '--operations') flags.set('operations', 'yes');
    else if (i + 1 < argv.length) flags.set(a.slice(2), argv[++i]!);
    else return `${a} needs a value`;
  }
  const known = [
    'email',
    'organization',
    'organization-id',
    'operations',
    'first-name',
    'last-name',
    'time-zone',
    'country',
  ];
  const unknown = [...flags.keys()].find((k) => !known.includes(k));
  if (unknown) return `Unknown option --${unknown}`;
  const targets = ['organization', 'organization-id', 'operations'].filter((k) => flags.has(k));
  if (targets.length !== 1) return 'Give exactly one of --organization, --organization-id, --operations';
  const id = Number(flags.get('organization-id'));
  if (flags.has('organization-id') && !(Number.isInteger(id) && id > 0))
    return '--organization-id must be a positive integer';
  const email = flags.get('email') ?? '';
  const names = (email.split('@')[0] ?? '').split(/[._-]+/).filter(Boolean);
  const cap = (s: string | undefined) => (s ? s[0]!.toUpperCase() + s.slice(1) : '');
  return {
    email,
    firstName: flags.get('first-name') ?? (cap(names[0]) || 'Administrator'),
    lastName: flags.get('last-name') ?? (cap(names[1]) || 'Administrator'),
    password: env.ADMIN_PASSWORD || null,
    target: flags.has('operations')
      ? { kind: 'operations' }
      : flags.has('organization-id')
        ? { kind: 'existing', id }
        : { kind: 'new', title: flags.get('organization')! },
    timeZone: flags.get('time-zone') ?? 'UTC',
    country: flags.get('country') ?? null,
  };
}

/** Creates the administrator (and the organisation it names); the same checks as the web form. */
export async function runAdminCreate(db: Db, args: AdminCreateArgs) {
  const password = args.password ?? crypto.randomBytes(12).toString('base64url');
  const admin = AdministratorFields.parse({
    email: args.email,
    firstName: args.firstName,
    lastName: args.lastName,
    password,
  });
  return db.transaction(async (tx) => {
    let orgId: number;
    if (args.target.kind === 'existing') {
      const [org] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, args.target.id));
      if (!org) throw new Error(`No organisation with id ${args.target.id}`);
      orgId = org.id;
    } else if (args.target.kind === 'operations') {
      const [org] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, OPERATIONS_ORG_ID));
      orgId =
        org?.id ??
        (
          await createOrganization(
            tx,
            { ...OrganizationCreate.parse({ title: 'Internal Operations', timeZone: args.timeZone }) },
            OPERATIONS_ORG_ID,
          )
        ).id;
    } else {
      const input = OrganizationCreate.parse({
        title: args.target.title,
        timeZone: args.timeZone,
        country: args.country,
      });
      orgId = (await createOrganization(tx, input)).id;
    }
    const userId = await createAdministrator(tx, orgId, admin);
    await audit(
      tx,
      { orgId, userId: null, action: 'ADMINISTRATOR_CREATED_BY_CLI', targetType: 'USER', targetId: userId },
      { before: null, after: { email: admin.email, role: 'ADMIN' } },
    );
    return { orgId, userId, email: admin.email, generatedPassword: args.password ? null : password };
  });
}
