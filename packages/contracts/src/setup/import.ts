import { z } from 'zod';
import { SENSOR_TYPE_VALUES } from '../sensors';
import { SITE_TYPES } from './sites';

// Bulk onboarding (docs/setup.md "Import"): one CSV or XLSX file whose rows are sites, equipment
// items and sensors, told apart by a `kind` column and keyed by the organisation's external ids.
// A dry run reports what each row would do; the import applies a valid file in a background job.

export const IMPORT_KINDS = ['site', 'equipment', 'sensor'] as const;
export const ImportKind = z.enum(IMPORT_KINDS);
export type ImportKind = z.infer<typeof ImportKind>;

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ImportFormat = z.enum(IMPORT_FORMATS);
export type ImportFormat = z.infer<typeof ImportFormat>;

export const IMPORT_CONTENT_TYPES: Record<ImportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const IMPORT_LIMITS = {
  /** The largest file accepted (bytes). */
  maxBytes: 50 * 1024 * 1024,
  /** Data rows (the header not counted) of one file. */
  maxRows: 250_000,
  /** Errors listed in a report; errorCount has them all. */
  maxErrors: 1_000,
  /** Rows a report details (changing rows first); the others are only counted. */
  maxRowsListed: 1_000,
} as const;

export const IMPORT_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** One column of the import file: the rows it belongs to, those that need it, what to write. */
export interface ImportColumn {
  name: string;
  kinds: readonly ImportKind[];
  required: readonly ImportKind[];
  note: string;
}

const ALL = IMPORT_KINDS;
const DAY_NOTE =
  "Opening hours that day as HH:MM-HH:MM in the site's time zone (close may be 24:00), or closed. All seven empty: no opening hours (open around the clock); otherwise fill all seven";

/** Every column the import reads, in the templates' order. Header names are matched case-insensitively. */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: 'kind', kinds: ALL, required: ALL, note: 'site, equipment or sensor' },
  {
    name: 'external_id',
    kinds: ALL,
    required: ALL,
    note: 'Your own key for the row, unique per kind in the organisation (letters, digits and . _ : / -). A later import with the same key updates that row',
  },
  {
    name: 'title',
    kinds: ALL,
    required: ALL,
    note: 'The name shown in the product (at most 200 characters)',
  },
  {
    name: 'site_external_id',
    kinds: ['equipment', 'sensor'],
    required: ['equipment', 'sensor'],
    note: 'The external id of the site the item or sensor is on: a site row of the file or a site already imported. A row never moves to another site',
  },
  { name: 'address', kinds: ['site'], required: [], note: 'Street address (at most 500 characters)' },
  { name: 'latitude', kinds: ['site'], required: ['site'], note: 'Degrees, -90 to 90, with a decimal point' },
  {
    name: 'longitude',
    kinds: ['site'],
    required: ['site'],
    note: 'Degrees, -180 to 180, with a decimal point',
  },
  {
    name: 'time_zone',
    kinds: ['site'],
    required: ['site'],
    note: 'IANA time zone, e.g. Europe/London, Asia/Kolkata',
  },
  {
    name: 'country',
    kinds: ['site'],
    required: ['site'],
    note: 'Two-letter country code (ISO 3166-1), e.g. GB',
  },
  {
    name: 'site_type',
    kinds: ['site'],
    required: [],
    note: `One of ${SITE_TYPES.join(', ')}; empty: retail`,
  },
  {
    name: 'floor_area_m2',
    kinds: ['site'],
    required: [],
    note: 'Floor area in m², greater than 0; empty: none',
  },
  {
    name: 'co2_factor_kg_per_kwh',
    kinds: ['site'],
    required: [],
    note: 'Grid CO2 factor, 0 to 2 kg CO2e/kWh; empty: none',
  },
  ...IMPORT_WEEKDAYS.map((d) => ({
    name: d,
    kinds: ['site'] as const,
    required: [] as const,
    note: DAY_NOTE,
  })),
  {
    name: 'site_groups',
    kinds: ['site'],
    required: [],
    note: "Site group titles separated by ; — groups not yet there are created. The site's groups become exactly these (empty: none)",
  },
  {
    name: 'type',
    kinds: ['equipment'],
    required: ['equipment'],
    note: 'Equipment type from the catalogue: its title (e.g. Walk-in Cooler), icon key (walk-in-cooler) or id',
  },
  {
    name: 'space',
    kinds: ['equipment'],
    required: [],
    note: "The title of a space of the site (created when the site has none of that title); empty: no space. The item's sensors follow it",
  },
  {
    name: 'vendor',
    kinds: ['equipment', 'sensor'],
    required: ['sensor'],
    note: "Manufacturer (at most 200 characters for equipment, 100 for sensors); required on sensor rows, and a new gateway's vendor",
  },
  { name: 'model', kinds: ['equipment'], required: [], note: 'Model (at most 200 characters)' },
  {
    name: 'serial_number',
    kinds: ['equipment'],
    required: [],
    note: 'Serial number (at most 100 characters)',
  },
  {
    name: 'manufacture_date',
    kinds: ['equipment'],
    required: [],
    note: 'YYYY-MM-DD, from 1900 on, not in the future',
  },
  {
    name: 'min_temp_c',
    kinds: ['equipment'],
    required: [],
    note: 'Lower end of the temperature range in °C (refrigeration); both ends or neither',
  },
  {
    name: 'max_temp_c',
    kinds: ['equipment'],
    required: [],
    note: 'Upper end of the temperature range in °C, above the lower end',
  },
  {
    name: 'gateway',
    kinds: ['sensor'],
    required: ['sensor'],
    note: "The uuid of the gateway the sensor's readings arrive through, on the same site. A gateway not yet known is created (titled Gateway <uuid>); issue its API key with Rotate key in setup",
  },
  {
    name: 'uuid',
    kinds: ['sensor'],
    required: ['sensor'],
    note: "The sensor's own id as its gateway reports it (printable, no spaces), unique per gateway",
  },
  {
    name: 'sensor_type',
    kinds: ['sensor'],
    required: ['sensor'],
    note: `One of ${SENSOR_TYPE_VALUES.join(', ')}`,
  },
  {
    name: 'unit',
    kinds: ['sensor'],
    required: [],
    note: "The unit its readings are stored in (°C for temperatures); empty: the sensor's current unit, else the type's usual one",
  },
  {
    name: 'equipment_external_id',
    kinds: ['sensor'],
    required: [],
    note: 'The external id of the equipment item the sensor measures, on the same site; empty: none',
  },
  {
    name: 'target',
    kinds: ['sensor'],
    required: [],
    note: 'What it measures on the item, e.g. SUPPLY_AIR, RETURN_AIR, CABINET, AMBIENT, MAIN',
  },
];

/** Where in the file: the sheet (XLSX; null for CSV), the row as a spreadsheet numbers it (header = 1). */
export const ImportIssue = z.object({
  sheet: z.string().nullable(),
  row: z.number(),
  /** The file's column name; null for a row or the whole file. */
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof ImportIssue>;

export const ImportCell = z.union([z.string(), z.number()]).nullable();

export const ImportChange = z.object({
  column: z.string(),
  before: ImportCell,
  after: ImportCell,
});
export type ImportChange = z.infer<typeof ImportChange>;

export const ImportOutcome = z.enum(['CREATED', 'UPDATED', 'UNCHANGED']);
export type ImportOutcome = z.infer<typeof ImportOutcome>;

export const ImportRowResult = z.object({
  sheet: z.string().nullable(),
  row: z.number(),
  kind: ImportKind,
  externalId: z.string(),
  outcome: ImportOutcome,
  /** CREATED: every value set; UPDATED: the columns that change (before → after); UNCHANGED: none. */
  changes: z.array(ImportChange),
  /** Gateways, spaces and site groups this row brings into being (the first row naming them). */
  creates: z.array(z.object({ kind: z.enum(['gateway', 'space', 'siteGroup']), title: z.string() })),
});
export type ImportRowResult = z.infer<typeof ImportRowResult>;

const KindCounts = z.object({ created: z.number(), updated: z.number(), unchanged: z.number() });
export const ImportCounts = z.object({
  sites: KindCounts,
  equipment: KindCounts,
  sensors: KindCounts,
  gateways: z.object({ created: z.number() }),
  spaces: z.object({ created: z.number() }),
  siteGroups: z.object({ created: z.number() }),
});
export type ImportCounts = z.infer<typeof ImportCounts>;

/** A dry run's answer: nothing is written. `valid` false: the import would refuse the file. */
export const ImportReport = z.object({
  format: ImportFormat,
  valid: z.boolean(),
  /** Data rows read (empty rows skipped). */
  rowCount: z.number(),
  /** Rows without errors, by what they would do. */
  counts: ImportCounts,
  errorCount: z.number(),
  /** The first IMPORT_LIMITS.maxErrors errors, in file order. */
  errors: z.array(ImportIssue),
  /** At most IMPORT_LIMITS.maxRowsListed rows in file order: rows that change first, unchanged ones fill the rest. */
  rows: z.array(ImportRowResult),
  /** Rows without errors not listed in `rows`. */
  rowsOmitted: z.number(),
});
export type ImportReport = z.infer<typeof ImportReport>;

/**
 * QUEUED → VALIDATING (the whole file checked again) → APPLYING (whole sites at a time) → SUCCEEDED;
 * FAILED with the file's errors (nothing written) or with the reason it stopped (the sites already
 * applied stay; importing the same file again finishes it).
 */
export const ImportJobState = z.enum(['QUEUED', 'VALIDATING', 'APPLYING', 'SUCCEEDED', 'FAILED']);
export type ImportJobState = z.infer<typeof ImportJobState>;

export const ImportJob = z.object({
  id: z.string(),
  state: ImportJobState,
  fileName: z.string().nullable(),
  format: ImportFormat,
  /** Bytes. */
  size: z.number(),
  rowCount: z.number(),
  rowsDone: z.number(),
  /** 0–1 while applying. */
  progress: z.number(),
  /** SUCCEEDED: what the import did (a second run of the same file: all unchanged). */
  counts: ImportCounts.nullable(),
  errorCount: z.number(),
  errors: z.array(ImportIssue),
  message: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJob>;

export const ImportJobParam = z.object({ jobId: z.uuid('jobId must be an import job id (a UUID)') });

export const ImportUploadQuery = z.object({
  /** The uploaded file's name, kept with the job and its audit entry. */
  fileName: z.string().trim().max(200, 'At most 200 characters').optional(),
});
