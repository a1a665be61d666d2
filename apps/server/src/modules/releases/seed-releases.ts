import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { releases } from '../../db/schema';
import { countReleases } from './releases.repository';

// A 1×1 PNG: enough to show that image attachments are served; real releases carry screenshots.
const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const RELEASES: (typeof releases.$inferInsert)[] = [
  {
    title: 'Safer sign-in',
    body: 'Repeated wrong passwords now pause sign-in for five minutes with a countdown, and a password reset link signs you straight in. Changing your password signs out your other devices.',
    publishedAt: new Date('2026-09-01T09:00:00Z'),
    attachments: [
      {
        resourceId: 'sign-in-notes',
        title: 'sign-in-notes.txt',
        contentType: 'text/plain',
        content:
          'Sign-in pauses for 5 minutes after 5 wrong passwords in a row.\nReset links work once and expire after one hour.\nInvitations expire after seven days.\n',
      },
    ],
  },
  {
    title: 'Invite your team',
    body: 'Administrators can invite colleagues by email. The invitation link lets them choose a password and sign in.',
    publishedAt: new Date('2026-10-15T09:00:00Z'),
    attachments: [
      {
        resourceId: 'invite-badge',
        title: 'invite.png',
        contentType: 'image/png',
        content: PIXEL_PNG,
        encoding: 'base64',
      },
    ],
  },
  {
    title: 'Open-source notices',
    body: 'The notices of the third-party software in SiteWatch are now one click away in the top bar.',
    publishedAt: new Date('2026-11-16T09:00:00Z'),
    attachments: [],
  },
];

/** Serialises processes started together on one empty database. */
const RELEASES_LOCK = 72_610_276;

/** Seeds the What's New entries once, when the releases table is empty (called at start-up). */
export async function ensureReleases(database: Database): Promise<number> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(RELEASES_LOCK))})`);
    if ((await countReleases(tx)) > 0) return 0;
    await tx.insert(releases).values(RELEASES);
    return RELEASES.length;
  });
}
