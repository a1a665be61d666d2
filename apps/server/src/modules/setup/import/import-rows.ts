import {
  DeviceUuid,
  EquipmentCreate,
  ExternalId,
  IMPORT_COLUMNS,
  IMPORT_KINDS,
  IMPORT_WEEKDAYS,
  type ImportIssue,
  type ImportKind,
  type OpeningHours,
  SetupSensorCreate,
  SiteCreate,
  Title,
} from '@sw/contracts/setup';
import type { z } from 'zod';
import type { Sheet } from './import-file';
import { DAY_FORMAT, type DayHours, parseDayCell } from './opening-hours-cells';

// The file's rows checked on their own, with the contracts the setup forms use (so a row obeys the
// form's rules and gets its messages): header, kind, each cell. What needs the database (the site a
// row names, the catalogue type, duplicates against stored rows) is the planner's.

export interface Loc {
  sheet: string | null;
  row: number;
}

export type SiteValues = Omit<z.output<typeof SiteCreate>, 'siteGroupIds' | 'externalId'>;
export type EquipmentValues = Pick<
  z.output<typeof EquipmentCreate>,
  'title' | 'vendor' | 'model' | 'serialNumber' | 'manufactureDate' | 'minTemp' | 'maxTemp'
>;
export type SensorValues = Pick<
  z.output<typeof SetupSensorCreate>,
  'title' | 'uuid' | 'vendor' | 'sensorType' | 'target'
>;

interface Base<K extends ImportKind, V> {
  kind: K;
  loc: Loc;
  externalId: string;
  /** Every managed value, the create defaults where the file has no column for it. */
  values: V;
  /** The values whose column the file has: only these change a stored row. */
  present: Set<keyof V>;
}

export interface SiteRow extends Base<'site', SiteValues> {
  /** The site's groups by title; null when the file has no site_groups column (unchanged). */
  groupTitles: string[] | null;
}

export interface EquipmentRow extends Base<'equipment', EquipmentValues> {
  siteKey: string;
  typeRef: string;
  /** Space title; null = no space; undefined = no space column (unchanged). */
  space: string | null | undefined;
}

export interface SensorRow extends Base<'sensor', SensorValues> {
  siteKey: string;
  gateway: string;
  /** Equipment external id; null = none; undefined = no column (unchanged). */
  equipmentKey: string | null | undefined;
  /** Left empty: the current unit if it suits the type, else the type's usual one. */
  unit: string | undefined;
}

export type ImportRow = SiteRow | EquipmentRow | SensorRow;

export interface CheckedRows {
  rowCount: number;
  rows: ImportRow[];
  issues: ImportIssue[];
  /** External ids of rows with errors: references to them raise no second error. */
  brokenKeys: Record<ImportKind, Set<string>>;
}

const COLUMN = new Map(IMPORT_COLUMNS.map((c) => [c.name, c]));

/** Zod paths (the form's fields) to the file's columns. */
const FIELD_COLUMN: Record<ImportKind, Record<string, string>> = {
  site: {
    externalId: 'external_id',
    title: 'title',
    address: 'address',
    latitude: 'latitude',
    longitude: 'longitude',
    timeZone: 'time_zone',
    country: 'country',
    siteType: 'site_type',
    floorAreaM2: 'floor_area_m2',
    co2FactorKgPerKwh: 'co2_factor_kg_per_kwh',
  },
  equipment: {
    externalId: 'external_id',
    title: 'title',
    vendor: 'vendor',
    model: 'model',
    serialNumber: 'serial_number',
    manufactureDate: 'manufacture_date',
    minTemp: 'min_temp_c',
    maxTemp: 'max_temp_c',
  },
  sensor: {
    externalId: 'external_id',
    title: 'title',
    uuid: 'uuid',
    vendor: 'vendor',
    sensorType: 'sensor_type',
    unit: 'unit',
    target: 'target',
  },
};

const NUMERIC = new Set([
  'latitude',
  'longitude',
  'floor_area_m2',
  'co2_factor_kg_per_kwh',
  'min_temp_c',
  'max_temp_c',
]);

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A numeric cell as a number, empty as null, anything else as the text (the contract says what is wrong). */
const num = (s: string): number | string | null => (s === '' ? null : NUMBER.test(s) ? Number(s) : s);

const kindOfCell = (s: string): ImportKind | undefined => {
  const k = s.trim().toLowerCase().replace(/s$/, '');
  return (IMPORT_KINDS as readonly string[]).includes(k) ? (k as ImportKind) : undefined;
};

/** A sheet named for a kind (Sites, Equipment, Sensors) needs no kind column. */
const kindOfSheet = (name: string | null) => (name ? kindOfCell(name) : undefined);

export const normaliseHeader = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The form's message for a problem, in the file's words where zod's own would be cryptic. */
function messageOf(issue: z.core.$ZodIssue, column: string): string {
  if (!issue.message.startsWith('Invalid input')) return issue.message;
  return NUMERIC.has(column) ? 'A number, e.g. 12.5' : 'Required';
}

class SheetReader {
  readonly index = new Map<string, number>();
  readonly kind: ImportKind | undefined;
  /** Kinds whose required columns the header lacks: their rows are not checked further. */
  readonly broken = new Set<ImportKind>();
  private unnamed: number[] = [];
  private unnamedReported = false;

  constructor(
    readonly sheet: Sheet,
    private readonly issue: (loc: Loc, column: string | null, message: string) => void,
  ) {
    this.kind = kindOfSheet(sheet.name);
    const at = { sheet: sheet.name, row: 1 };
    sheet.header.forEach((raw, i) => {
      const name = normaliseHeader(raw);
      if (!name) this.unnamed.push(i);
      else if (this.index.has(name)) issue(at, name, 'The column appears twice in the header');
      else if (!COLUMN.has(name)) issue(at, name, "Unknown column: see the template's notes for the columns");
      else this.index.set(name, i);
    });
    if (!this.index.has('kind') && !this.kind)
      issue(at, 'kind', 'Missing column: every row says its kind (site, equipment or sensor)');
    const days = IMPORT_WEEKDAYS.filter((d) => this.index.has(d));
    if (days.length > 0 && days.length < 7)
      issue(
        at,
        IMPORT_WEEKDAYS.find((d) => !this.index.has(d))!,
        'Missing column: give all seven weekdays (mon … sun) or none',
      );
  }

  has(column: string): boolean {
    return this.index.has(column);
  }

  /** Checks the header holds the columns rows of `kind` need (once per kind). */
  requireColumns(kind: ImportKind): void {
    const at = { sheet: this.sheet.name, row: 1 };
    for (const c of IMPORT_COLUMNS)
      if (c.required.includes(kind) && c.name !== 'kind' && !this.index.has(c.name)) {
        this.issue(at, c.name, `Missing column: required on ${kind} rows`);
        this.broken.add(kind);
      }
  }

  /** A row's cell values by column name (trimmed), or null for an empty row. */
  cells(r: { row: number; cells: string[] }): Map<string, string> | null {
    const out = new Map<string, string>();
    let any = false;
    for (const [name, i] of this.index) {
      const v = (r.cells[i] ?? '').trim();
      if (v) any = true;
      out.set(name, v);
    }
    for (const i of this.unnamed)
      if ((r.cells[i] ?? '').trim()) {
        any = true;
        if (!this.unnamedReported)
          this.issue(
            { sheet: this.sheet.name, row: 1 },
            null,
            `Column ${i + 1} has no name in the header row`,
          );
        this.unnamedReported = true;
      }
    if (
      r.cells.length > this.sheet.header.length &&
      r.cells.slice(this.sheet.header.length).some((c) => c.trim())
    )
      this.issue({ sheet: this.sheet.name, row: r.row }, null, 'More cells than the header has columns');
    return any ? out : null;
  }
}

/** Reads and checks every row of the file's sheets; the planner takes the rows without errors. */
export async function checkRows(sheets: Sheet[]): Promise<CheckedRows> {
  const issues: ImportIssue[] = [];
  const issue = (loc: Loc, column: string | null, message: string) =>
    issues.push({ sheet: loc.sheet, row: loc.row, column, message });
  const rows: ImportRow[] = [];
  const brokenKeys: CheckedRows['brokenKeys'] = { site: new Set(), equipment: new Set(), sensor: new Set() };
  const seen: Record<ImportKind, Map<string, Loc>> = {
    site: new Map(),
    equipment: new Map(),
    sensor: new Map(),
  };
  let rowCount = 0;

  for (const sheet of sheets) {
    const reader = new SheetReader(sheet, issue);
    if (sheet.problem) issue({ sheet: sheet.name, row: sheet.problem.row }, null, sheet.problem.message);
    const kindsChecked = new Set<ImportKind>();
    for (const r of sheet.rows) {
      if (++rowCount % 2000 === 0) await turn();
      const cells = reader.cells(r);
      if (!cells) {
        rowCount--;
        continue;
      }
      const loc = { sheet: sheet.name, row: r.row };
      const before = issues.length;
      const kindCell = cells.get('kind') ?? '';
      const kind = kindCell ? kindOfCell(kindCell) : reader.kind;
      if (!kind) {
        issue(loc, 'kind', kindCell ? 'One of site, equipment, sensor' : 'Required');
        continue;
      }
      if (!kindsChecked.has(kind)) {
        kindsChecked.add(kind);
        reader.requireColumns(kind);
      }
      const ext = ExternalId.safeParse(cells.get('external_id') ?? '');
      const externalId = ext.success ? ext.data : null;
      if (!ext.success) issue(loc, 'external_id', ext.error.issues[0]!.message);
      else if (!externalId) issue(loc, 'external_id', 'Required');
      for (const [name, value] of cells) {
        if (value.includes('\u0000')) issue(loc, name, 'Contains a NUL character');
        else if (value && !COLUMN.get(name)!.kinds.includes(kind))
          issue(loc, name, `Leave empty on ${kind} rows`);
      }
      if (reader.broken.has(kind)) continue;
      const row = checkRow(kind, cells, reader, loc, externalId ?? '', issue);
      if (externalId) {
        const first = seen[kind].get(externalId);
        if (first) {
          const where =
            first.sheet && first.sheet !== loc.sheet ? `${first.sheet} row ${first.row}` : `row ${first.row}`;
          issue(loc, 'external_id', `Duplicate external id: also on ${where}`);
          continue;
        }
        seen[kind].set(externalId, loc);
        if (issues.length > before || !row) brokenKeys[kind].add(externalId);
      }
      if (row && issues.length === before) rows.push(row);
    }
  }
  return { rowCount, rows, issues, brokenKeys };
}

type Issue = (loc: Loc, column: string | null, message: string) => void;

function checkRow(
  kind: ImportKind,
  cells: Map<string, string>,
  reader: SheetReader,
  loc: Loc,
  externalId: string,
  issue: Issue,
): ImportRow | null {
  const body: Record<string, unknown> = {};
  const present = new Set<string>();
  const fields = FIELD_COLUMN[kind];
  for (const [field, column] of Object.entries(fields)) {
    if (field === 'externalId' || !reader.has(column)) continue;
    present.add(field);
    const v = cells.get(column)!;
    if (NUMERIC.has(column)) body[field] = num(v);
    else if (field === 'siteType') body[field] = v ? v.toLowerCase() : undefined;
    else if (field === 'sensorType') body[field] = v.toUpperCase();
    else if (field === 'unit') body[field] = v || undefined;
    // An empty date is no date (the contract takes null, not '').
    else if (field === 'manufactureDate') body[field] = v || null;
    else body[field] = v;
  }
  // Ids are the planner's to resolve: stand-ins let the contract check the rest.
  if (kind === 'site') {
    body.openingHours = openingHoursOf(cells, reader, loc, issue, present);
    return finish(SiteCreate, body, kind, loc, present, issue, (v) => ({
      kind,
      loc,
      externalId,
      values: v as SiteValues,
      present: present as Set<keyof SiteValues>,
      groupTitles: reader.has('site_groups') ? groupTitles(cells.get('site_groups')!, loc, issue) : null,
    }));
  }
  const siteKey = refCell(cells, 'site_external_id', loc, issue, true);
  if (kind === 'equipment') {
    const typeRef = cells.get('type') ?? '';
    if (!typeRef) issue(loc, 'type', 'Required');
    let space: string | null | undefined;
    if (reader.has('space')) {
      const s = Title.nullable().safeParse(cells.get('space') || null);
      if (s.success) space = s.data;
      else issue(loc, 'space', s.error.issues[0]!.message);
    }
    // The range is the planner's to check (with the stored end a file may leave out): each end alone here.
    const ends: Record<string, number | null> = { minTemp: null, maxTemp: null };
    let endsOk = true;
    for (const field of ['minTemp', 'maxTemp'] as const) {
      if (!present.has(field)) continue;
      const r = EquipmentCreate.shape[field].safeParse(body[field]);
      if (r.success) ends[field] = r.data;
      else {
        const column = FIELD_COLUMN.equipment[field]!;
        issue(loc, column, messageOf(r.error.issues[0]!, column));
        endsOk = false;
      }
    }
    const withoutEnds = { ...body, siteId: 1, typeId: 1, minTemp: null, maxTemp: null };
    return finish(EquipmentCreate, withoutEnds, kind, loc, present, issue, (v) =>
      siteKey && typeRef && endsOk
        ? {
            kind,
            loc,
            externalId,
            siteKey,
            typeRef,
            space,
            values: { ...(v as EquipmentValues), ...ends },
            present: present as Set<keyof EquipmentValues>,
          }
        : null,
    );
  }
  const gw = DeviceUuid.safeParse(cells.get('gateway') ?? '');
  if (!gw.success) issue(loc, 'gateway', gw.error.issues[0]!.message);
  const equipmentKey = reader.has('equipment_external_id')
    ? refCell(cells, 'equipment_external_id', loc, issue, false)
    : undefined;
  return finish(SetupSensorCreate, { ...body, siteId: 1, gatewayId: 1 }, kind, loc, present, issue, (v) => {
    const out = v as SensorValues & { unit?: string };
    if (!siteKey || !gw.success || equipmentKey === '') return null;
    present.delete('unit');
    return {
      kind,
      loc,
      externalId,
      siteKey,
      gateway: gw.data,
      equipmentKey,
      unit: out.unit,
      values: {
        title: out.title,
        uuid: out.uuid,
        vendor: out.vendor,
        sensorType: out.sensorType,
        target: out.target,
      },
      present: present as Set<keyof SensorValues>,
    };
  });
}

/** Parses the row with the form's contract, its issues reported on the file's columns. */
function finish<T>(
  schema: z.ZodType,
  body: Record<string, unknown>,
  kind: ImportKind,
  loc: Loc,
  present: Set<string>,
  issue: Issue,
  make: (values: Record<string, unknown>) => T | null,
): T | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return make(parsed.data as Record<string, unknown>);
  let reported = false;
  for (const i of parsed.error.issues) {
    const [field, day] = i.path as string[];
    if (field === 'openingHours') {
      if (day) issue(loc, day, i.message);
      reported ||= Boolean(day);
      continue;
    }
    // Issues on columns the file lacks were reported once, on its header.
    if (!field || !present.has(field)) continue;
    const column = FIELD_COLUMN[kind][field]!;
    issue(loc, column, messageOf(i, column));
    reported = true;
  }
  if (!reported) issue(loc, null, parsed.error.issues[0]?.message ?? 'Invalid row');
  return null;
}

/** An external id a row refers to; '' when required and missing or malformed (reported). */
function refCell(
  cells: Map<string, string>,
  column: string,
  loc: Loc,
  issue: Issue,
  required: boolean,
): string | null {
  const r = ExternalId.safeParse(cells.get(column) ?? '');
  if (!r.success) {
    issue(loc, column, r.error.issues[0]!.message);
    return '';
  }
  if (!r.data && required) {
    issue(loc, column, 'Required');
    return '';
  }
  return r.data;
}

function openingHoursOf(
  cells: Map<string, string>,
  reader: SheetReader,
  loc: Loc,
  issue: Issue,
  present: Set<string>,
): OpeningHours | null | undefined {
  if (!IMPORT_WEEKDAYS.every((d) => reader.has(d))) return undefined;
  present.add('openingHours');
  if (IMPORT_WEEKDAYS.every((d) => !cells.get(d))) return null;
  const hours: Partial<Record<(typeof IMPORT_WEEKDAYS)[number], DayHours>> = {};
  let ok = true;
  for (const d of IMPORT_WEEKDAYS) {
    const v = cells.get(d)!;
    const parsed = v ? parseDayCell(v) : undefined;
    if (parsed === undefined) {
      issue(loc, d, v ? DAY_FORMAT : `Fill every day or none: ${DAY_FORMAT.toLowerCase()}`);
      ok = false;
    } else hours[d] = parsed;
  }
  return ok ? (hours as OpeningHours) : null;
}

function groupTitles(cell: string, loc: Loc, issue: Issue): string[] {
  const out = new Map<string, string>();
  for (const part of cell.split(';')) {
    const t = part.trim();
    if (!t) continue;
    const r = Title.safeParse(t);
    if (!r.success) issue(loc, 'site_groups', `${t.slice(0, 40)}: ${r.error.issues[0]!.message}`);
    else if (!out.has(t.toLowerCase())) out.set(t.toLowerCase(), r.data);
  }
  if (out.size > 100) issue(loc, 'site_groups', 'At most 100 site groups');
  return [...out.values()];
}
