import { Badge, Checkbox, Group, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Incident } from '@sw/contracts';
import {
  dismissedChipText,
  formatInZone,
  formatZoned,
  priorityColor,
  siteClockNote,
  truncate,
} from '@sw/domain';
import { useDisplayZone } from '../../../lib/time-zone';
import type { NamedIncidentInfo } from '../utils/incident-names';
import {
  COUNT_COLUMNS,
  countsByDisplayPriority,
  incidentDuration,
  statusLabel,
} from '../utils/incident-rows';
import { IncidentDetails } from './incident-details';
import classes from './incidents-table.module.css';
import { SentinelIcon } from './sentinel-icon';

export interface IncidentListProps {
  incidents: readonly Incident[];
  namesOf: (incident: Incident) => NamedIncidentInfo;
  multiSite: boolean;
  expanded: ReadonlySet<number>;
  onToggle: (incidentId: number) => void;
  onDismiss: (incident: Incident) => void;
  now: Date;
  /** The accessible name of the table. */
  label: string;
  /** The incident a link named (C-059): its row is highlighted and marked current. */
  focusedId?: number | null;
}

/**
 * The desktop incidents table (C-073, C-074): icon, Equipment/Space, Site (multi-site only),
 * Incident, the 'Notifications Sent' counts, Start Time, End Time, Duration, Status and Dismiss, laid
 * out on an 18-column grid (20 with the Site column). A row expands to its chart: a click anywhere on
 * it, or the incident's button from the keyboard.
 */
export function IncidentsTable(props: IncidentListProps) {
  const { incidents, namesOf, multiSite, expanded, onToggle, onDismiss, now, label, focusedId } = props;
  const multi = multiSite || undefined;
  return (
    <table aria-label={label} className={classes.table}>
      <thead className={classes.block}>
        {/* The group header over the four count columns. */}
        <tr className={`${classes.grid} ${classes.groupRow}`} data-multisite={multi}>
          <td style={{ gridColumn: `span ${multiSite ? 9 : 7}` }} />
          <th
            scope="colgroup"
            className={`${classes.head} ${classes.group}`}
            style={{ gridColumn: 'span 4' }}
          >
            Notifications Sent
          </th>
          <td style={{ gridColumn: 'span 7' }} />
        </tr>
        <tr className={`${classes.grid} ${classes.head}`} data-multisite={multi}>
          <th className={classes.span1}>
            <VisuallyHidden>Type</VisuallyHidden>
          </th>
          <th className={classes.span3}>Equipment/Space</th>
          {multiSite && <th className={classes.span2}>Site</th>}
          <th className={classes.span3}>Incident</th>
          {COUNT_COLUMNS.map((c) => (
            <th key={c.label} className={`${classes.span1} ${classes.num}`} title={c.title}>
              {c.label}
              <VisuallyHidden> notifications sent</VisuallyHidden>
            </th>
          ))}
          <th className={classes.span2}>Start Time</th>
          <th className={classes.span2}>End Time</th>
          <th className={classes.span1}>Duration</th>
          <th className={classes.span1}>Status</th>
          <th className={`${classes.span1} ${classes.num}`}>Dismiss</th>
        </tr>
      </thead>
      <tbody className={classes.block}>
        {incidents.map((incident) => (
          <IncidentRow
            key={incident.incidentId}
            incident={incident}
            names={namesOf(incident)}
            multiSite={multiSite}
            open={expanded.has(incident.incidentId)}
            focused={incident.incidentId === focusedId}
            onToggle={() => onToggle(incident.incidentId)}
            onDismiss={() => onDismiss(incident)}
            now={now}
          />
        ))}
      </tbody>
    </table>
  );
}

interface RowProps {
  incident: Incident;
  names: NamedIncidentInfo;
  multiSite: boolean;
  open: boolean;
  focused: boolean;
  onToggle: () => void;
  onDismiss: () => void;
  now: Date;
}

function IncidentRow({ incident, names, multiSite, open, focused, onToggle, onDismiss, now }: RowProps) {
  const { page } = useDisplayZone(multiSite ? null : names.timeZone);
  const counts = countsByDisplayPriority(incident);
  const dismissed = incident.dismissedAt !== null;
  const detailsId = `incident-${incident.incidentId}-details`;
  const bar = dismissed ? 'gray' : priorityColor(incident.incidentPriority);
  return (
    <>
      {/* A click anywhere on the row is a mouse shortcut; the incident's button expands from the keyboard. */}
      <tr
        className={`${classes.grid} ${classes.row}`}
        data-multisite={multiSite || undefined}
        data-dismissed={dismissed || undefined}
        data-expanded={open || undefined}
        data-focused={focused || undefined}
        aria-current={focused || undefined}
        data-incident-id={incident.incidentId}
        onClick={onToggle}
      >
        <td className={classes.span1}>
          <Group gap={6} wrap="nowrap">
            <span className={classes.priorityBar} style={{ background: `var(--mantine-color-${bar}-6)` }} />
            <SentinelIcon type={incident.sentinelType} />
          </Group>
        </td>
        <td className={`${classes.span3} ${classes.cell}`}>
          <Text size="sm" fw={600} inherit>
            <TruncatedTitle text={names.resource} />
          </Text>
        </td>
        {multiSite && (
          <td className={`${classes.span2} ${classes.cell}`}>
            <TruncatedTitle text={names.site} />
          </td>
        )}
        <td className={`${classes.span3} ${classes.cell}`}>
          <UnstyledButton
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            onClick={(e) => {
              e.stopPropagation();
              onToggle();
            }}
            className={classes.expander}
          >
            {incident.sentinelTitle}
          </UnstyledButton>
          {dismissed && incident.dismissedComment && (
            <Tooltip label={incident.dismissedComment} multiline maw={280}>
              <Badge size="xs" color="gray" variant="outline" mt={4} display="block" tt="none">
                {/* C-107: the comment cut above 7 characters. */}
                Dismissed: {dismissedChipText(incident.dismissedComment)}
              </Badge>
            </Tooltip>
          )}
        </td>
        {COUNT_COLUMNS.map((c) => (
          <td key={c.label} className={`${classes.span1} ${classes.num}`}>
            {counts[c.priority]}
          </td>
        ))}
        <td className={`${classes.span2} ${classes.cell}`}>
          <TimeCell value={incident.createdAt} siteZone={names.timeZone} multiSite={multiSite} />
        </td>
        <td className={`${classes.span2} ${classes.cell}`}>
          {incident.recoveredAt ? (
            <TimeCell value={incident.recoveredAt} siteZone={names.timeZone} multiSite={multiSite} />
          ) : (
            '-'
          )}
        </td>
        <td className={classes.span1}>{incidentDuration(incident, now)}</td>
        <td className={classes.span1}>
          <Badge
            size="sm"
            variant={incident.resolved || dismissed ? 'light' : 'filled'}
            color={incident.resolved || dismissed ? 'gray' : 'red'}
          >
            {statusLabel(incident)}
          </Badge>
        </td>
        <td className={`${classes.span1} ${classes.num}`}>
          {/* C-102: checked and disabled once dismissed, so a dismissal cannot be undone here. */}
          <Checkbox
            aria-label={
              dismissed ? `${incident.sentinelTitle}: dismissed` : `Dismiss ${incident.sentinelTitle}`
            }
            checked={dismissed}
            disabled={dismissed}
            onClick={(e) => e.stopPropagation()}
            onChange={() => {
              if (!dismissed) onDismiss();
            }}
            styles={{ body: { justifyContent: 'center' } }}
          />
        </td>
      </tr>
      {open && (
        <tr id={detailsId} className={classes.detailsRow} data-focused={focused || undefined}>
          <td className={classes.details}>
            <IncidentDetails incident={incident} timeZone={page} siteZone={names.timeZone} />
          </td>
        </tr>
      )}
    </>
  );
}

/** Date over time, in the site's zone. */
/**
 * A row's time on the page's clock (the user's on /incidents, the site's on its own list), its zone
 * named where that is not the user's clock, and the row's site clock under it where it differs.
 */
export function TimeCell({
  value,
  siteZone,
  multiSite,
}: {
  value: string;
  siteZone: string;
  multiSite: boolean;
}) {
  const { page, user } = useDisplayZone(multiSite ? null : siteZone);
  const note = siteClockNote(value, 'MMM d, HH:mm', siteZone, page);
  return (
    <>
      {/* Not `inherit`: that would take the row's font size too; the colour follows a dismissed row. */}
      <Text size="xs" c="inherit" style={{ whiteSpace: 'nowrap' }} data-testid="time-date">
        {formatInZone(value, 'dd MMM, yyyy', page)}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="time-clock">
        {formatZoned(value, 'HH:mm', page, user)}
      </Text>
      {note && (
        <Text size="xs" c="dimmed" title={`Site time (${siteZone})`}>
          Site: {note}
        </Text>
      )}
    </>
  );
}

/** C-053/C-054 decision: Site and Equipment/Space titles in the incident lists are cut at 30 characters. */
export const INCIDENT_TITLE_MAX = 30;

/** A title cut to 30 characters, the whole title in a tooltip when cut. */
export function TruncatedTitle({ text }: { text: string }) {
  const short = truncate(text, INCIDENT_TITLE_MAX);
  if (short === text) return <>{text}</>;
  return (
    <Tooltip label={text} multiline maw={320}>
      <span>{short}</span>
    </Tooltip>
  );
}
