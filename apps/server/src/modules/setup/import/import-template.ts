import { IMPORT_COLUMNS, IMPORT_KINDS } from '@sw/contracts/setup';
import ExcelJS from 'exceljs';
import { csvCell } from './csv';

// The downloadable templates: the header with every column and one example row per kind (a site,
// an equipment item on it, a sensor on that item through a new gateway). The example imports as it
// is; the XLSX adds a Notes sheet saying what each column holds (the import skips that sheet).

type Example = Record<string, string | number>;

const HOURS = {
  mon: '08:00-22:00',
  tue: '08:00-22:00',
  wed: '08:00-22:00',
  thu: '08:00-22:00',
  fri: '08:00-22:00',
};

export const TEMPLATE_EXAMPLES: Example[] = [
  {
    kind: 'site',
    external_id: 'S-0001',
    title: 'Bandra West',
    address: '12 Hill Road, Bandra West, Mumbai',
    latitude: 19.0596,
    longitude: 72.8295,
    time_zone: 'Asia/Kolkata',
    country: 'IN',
    site_type: 'supermarket',
    floor_area_m2: 1850,
    co2_factor_kg_per_kwh: 0.71,
    ...HOURS,
    sat: '09:00-23:00',
    sun: 'closed',
    site_groups: 'West; Flagship stores',
  },
  {
    kind: 'equipment',
    external_id: 'EQ-0001',
    title: 'Dairy cooler',
    site_external_id: 'S-0001',
    type: 'Walk-in Cooler',
    space: 'Cold room',
    vendor: 'Hussmann',
    model: 'WIC-12',
    serial_number: 'HM-2291-07',
    manufacture_date: '2021-05-01',
    min_temp_c: 0,
    max_temp_c: 5,
  },
  {
    kind: 'sensor',
    external_id: 'SN-0001',
    title: 'Dairy cooler cabinet',
    site_external_id: 'S-0001',
    gateway: 'GW-S0001-1',
    uuid: 'probe-0001',
    sensor_type: 'TEMPERATURE',
    unit: '°C',
    equipment_external_id: 'EQ-0001',
    target: 'CABINET',
    vendor: 'Disruptive Technologies',
  },
];

const NUMERIC = new Set([
  'latitude',
  'longitude',
  'floor_area_m2',
  'co2_factor_kg_per_kwh',
  'min_temp_c',
  'max_temp_c',
]);

/** CSV UTF-8 with a byte order mark (so Excel reads °C right) and CRLF line ends (RFC 4180). */
export function templateCsv(): string {
  const names = IMPORT_COLUMNS.map((c) => c.name);
  const lines = [
    names.join(','),
    ...TEMPLATE_EXAMPLES.map((ex) => names.map((n) => csvCell(ex[n])).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const kindsText = (kinds: readonly string[]) =>
  kinds.length === IMPORT_KINDS.length ? 'all' : kinds.join(', ');

export async function templateXlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'SiteWatch';
  const sheet = book.addWorksheet('Import', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((c) => ({
    header: c.name,
    key: c.name,
    width: Math.max(12, c.name.length + 4),
    // Text columns stay text: Excel would turn an id like 0001 into 1.
    style: NUMERIC.has(c.name) ? {} : { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const ex of TEMPLATE_EXAMPLES) sheet.addRow(ex);

  const notes = book.addWorksheet('Notes');
  notes.columns = [
    { header: 'Column', key: 'name', width: 24 },
    { header: 'Rows', key: 'kinds', width: 18 },
    { header: 'Required on', key: 'required', width: 18 },
    { header: 'What to write', key: 'note', width: 110 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const c of IMPORT_COLUMNS)
    notes.addRow({
      name: c.name,
      kinds: kindsText(c.kinds),
      required: c.required.length ? kindsText(c.required) : '',
      note: c.note,
    });
  notes.addRow({});
  for (const line of [
    'One row per site, equipment item or sensor; leave the cells of other kinds empty. The header row is row 1.',
    'Rows are matched by external_id per kind: a known one is updated (only the columns the file has), a new one created.',
    'A column left out of the file leaves that value alone; an empty cell sets it to empty (or its default).',
    'The Import sheet may also be split into sheets named Sites, Equipment and Sensors (no kind column needed there).',
    'Dry run first: it lists what every row would do and every error. The import writes nothing unless the whole file is valid.',
  ])
    notes.addRow({ name: line });
  return Buffer.from(await book.xlsx.writeBuffer());
}
