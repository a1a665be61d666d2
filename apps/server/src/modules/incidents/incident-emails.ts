import type { Database } from '../../db/client';
import type { JobQueue } from '../../lib/job-queue';
import type { Mailer, MailMessage } from '../../lib/mailer';
import type { Applied } from './incident-apply';
import { isEmailed } from './priority-ladder';

// Emails for incidents the live engine raises (never for replayed history): an incident raised or
// escalated to High or Critical (HIGHEST) goes to every active user who can see the site; Low ones
// (priority-ladder.ts) only show in the product.

/** The label the product shows for a priority (spec 2 §4: HIGHEST is shown as Critical). */
export const PRIORITY_LABEL = { NORMAL: 'Low', HIGH: 'High', HIGHEST: 'Critical' } as const;

/**
 * Who can see a site (identity.service authenticate): active, non-kiosk users of the organisation
 * with an organisation-wide role (their own, a membership's, or an ORGANIZATION access resource), or
 * with a SITE or SITE_GROUP access resource, their own or a group's, covering the site. Internal
 * staff only look in on organisations and get no alerts.
 */
const RECIPIENTS = `
  select u.email, u.first_name from users u
   where u.user_status = 'ACTIVE' and not u.kiosk and (
     exists (select 1 from user_organizations m where m.user_id = u.id and m.org_id = $1::int)
     or (u.org_id = $1::int and (u.role is not null or exists (
       select 1 from access_resources a
        where a.org_id = $1::int
          and (a.user_id = u.id
               or a.group_id in (select gm.group_id from group_members gm where gm.user_id = u.id and gm.org_id = $1::int))
          and (a.resource_type = 'ORGANIZATION'
               or (a.resource_type = 'SITE' and a.resource_id = $2::int)
               or (a.resource_type = 'SITE_GROUP' and exists (
                     select 1 from site_group_members sg
                      where sg.org_id = $1::int and sg.site_group_id = a.resource_id and sg.site_id = $2::int)))))))
   order by u.id`;

const INCIDENT_FACTS = `
  select i.id, i.site_id, i.priority, i.created_at, s.title as sentinel_title, s.description,
         site.title as site_title, site.time_zone, e.title as equipment_title, sp.title as space_title
    from incidents i join sentinels s on s.id = i.sentinel_id join sites site on site.id = i.site_id
    left join equipment e on e.id = i.equipment_id left join spaces sp on sp.id = i.space_id
   where i.id = $1::int`;

interface Facts {
  id: number;
  site_id: number;
  priority: keyof typeof PRIORITY_LABEL;
  created_at: Date | string;
  sentinel_title: string;
  description: string | null;
  site_title: string;
  time_zone: string;
  equipment_title: string | null;
  space_title: string | null;
}

/** Where emailed links point: PUBLIC_URL when set, else this server as configured (lib/public-base). */
export { publicBase } from '../../lib/public-base';

/** The incident's review link: the site's incident list, opened on it (spec 2 §2 source=email). */
export const incidentLink = (base: string, siteId: number, incidentId: number) =>
  `${base}/sites/${siteId}/incidents?source=email&incidentId=${incidentId}`;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A zone's formatter, or null where ICU refuses the options: made once per zone. Building one loads
 * ICU's locale and zone data (tens of ms the first time), which would otherwise land on the event loop
 * in the middle of the tick that raises the first incident.
 */
const formatters = new Map<string, Intl.DateTimeFormat | null>();
function formatterOf(timeZone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    try {
      // Fields one by one: ICU refuses dateStyle/timeStyle together with timeZoneName.
      f = new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
        timeZoneName: 'short',
      });
    } catch {
      f = null;
    }
    formatters.set(timeZone, f);
  }
  return f;
}
// Loaded with the module (at start-up), not at the first email.
formatterOf('UTC');

function localTime(at: Date, timeZone: string): string {
  return formatterOf(timeZone)?.format(at) ?? at.toISOString();
}

export function incidentEmail(
  to: string,
  f: Facts,
  level: 'HIGH' | 'HIGHEST',
  escalated: boolean,
  link: string,
): MailMessage {
  const label = PRIORITY_LABEL[level];
  const resource = f.equipment_title ?? f.space_title;
  // Plain ASCII in the subject: it stays readable in every client and in the .eml outbox.
  const subject = `[${label}] ${f.sentinel_title}${resource ? ` - ${resource}` : ''} at ${f.site_title}`;
  const lines = [
    escalated
      ? `An incident at ${f.site_title} has been going on for a while and is now ${label}.`
      : `A new ${label} incident was raised at ${f.site_title}.`,
    `Incident: ${f.sentinel_title}${f.description ? ` (${f.description})` : ''}`,
    ...(f.equipment_title ? [`Equipment: ${f.equipment_title}`] : []),
    ...(f.space_title ? [`Space: ${f.space_title}`] : []),
    `Site: ${f.site_title}`,
    `Priority: ${label}`,
    `Started: ${localTime(new Date(f.created_at), f.time_zone)}`,
    'Review it here:',
  ];
  const text = [...lines, link, ''].join('\n');
  const html = `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return { to, subject, text, html };
}

/** The queue of incident emails: one job per message, so a crash or a failed address loses none. */
export const INCIDENT_EMAIL_QUEUE = 'incident-email';

export interface IncidentEmailJob {
  incidentId: number;
  to: string;
  level: 'HIGH' | 'HIGHEST';
  /** The incident existed before this evaluation (it opened lower earlier). */
  escalated: boolean;
}

/**
 * Declares the email queue and its handler (run by the worker role): an address that fails is
 * tried again after 30 s, 1, 2, 4 ... minutes (at most 30 between tries) for about a day and a half
 * of attempts; a send that hangs is cut after 2 minutes and tried again.
 */
export function defineIncidentEmails(
  queue: JobQueue,
  database: Database,
  mailer: Mailer,
  base: string,
): void {
  queue.define(INCIDENT_EMAIL_QUEUE, {
    retryLimit: 12,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 1800,
    expireInSeconds: 120,
    deleteAfterSeconds: 7 * 86_400,
  });
  queue.handle<IncidentEmailJob>(INCIDENT_EMAIL_QUEUE, { batchSize: 10 }, async ({ data }) => {
    const [facts] = await database.query<Facts>(INCIDENT_FACTS, [data.incidentId]);
    // The incident is gone (its organisation deleted): nothing to tell.
    if (!facts) return { skipped: 'incident not found' };
    const link = incidentLink(base, facts.site_id, facts.id);
    await mailer.send(incidentEmail(data.to, facts, data.level, data.escalated, link));
    return null;
  });
}

/**
 * The engine's onRaised: queues one email per recipient for incidents raised or escalated to an
 * emailed priority. Recipients are who can see the site now.
 */
export function queueIncidentEmails(database: Database, queue: JobQueue) {
  return async (raised: Applied[]): Promise<void> => {
    for (const a of raised) {
      const level = a.raised;
      if (!level || !isEmailed(level)) continue;
      const [site] = await database.query<{ site_id: number }>(
        'select site_id from incidents where id = $1::int',
        [a.info.incidentId],
      );
      if (!site) continue;
      const to = await database.query<{ email: string }>(RECIPIENTS, [a.info.orgId, site.site_id]);
      for (const r of to)
        await queue.send<IncidentEmailJob>(INCIDENT_EMAIL_QUEUE, {
          incidentId: a.info.incidentId,
          to: r.email,
          level,
          escalated: a.info.status === 'EXISTING',
        });
    }
  };
}
