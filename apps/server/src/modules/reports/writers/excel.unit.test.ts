import { PassThrough, Writable } from 'node:stream';
import { tzOffset } from '@date-fns/tz';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReportDocument, Row, Table } from '../report-document';
import { writeExcel } from './excel';
import { offsetMinutes } from './zone-time';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML cannot carry
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Writes `doc` and collects the bytes; a consumer that reads slowly when `slow`. */
async function workbookBytes(doc: ReportDocument, sheetRows?: number, slow = false): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk);
      if (slow) setTimeout(done, 1);
      else done();
    },
  });
  const finished = new Promise((resolve, reject) => sink.on('finish', resolve).on('error', reject));
  await writeExcel(doc, sink, () => {}, sheetRows);
  await finished;
  return Buffer.concat(chunks);
}

async function read(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as never);
  return wb;
}

function doc(tables: Table[], timeZone = 'Australia/Adelaide'): ReportDocument {
  return {
    template: 'rawTemperatureData',
    title: 'Raw temperature data',
    organisation: 'Café & Co <Retail>',
    facts: [['Period', '2026-10-03 to 2026-10-05']],
    timeZone,
    fileStem: 'raw',
    expectedRows: 0,
    tables,
  };
}

const table = (name: string, rows: Row[], batch = 2): Table => ({
  name,
  columns: [
    { key: 'at', header: 'Time', type: 'datetime' },
    { key: 'day', header: 'Day', type: 'date' },
    { key: 'name', header: 'Sensor', type: 'text' },
    { key: 'mean', header: 'Mean', unit: '°C', type: 'number', decimals: 1 },
    { key: 'count', header: 'Readings', type: 'number', decimals: 0 },
  ],
  async *rows() {
    for (let i = 0; i < rows.length; i += batch) yield rows.slice(i, i + batch);
  },
});

describe('Excel writer', () => {
  it('writes typed cells in the zone, units in headers, a frozen header, a filter and widths', async () => {
    const rows: Row[] = [
      // 2026-10-04 02:00 in Adelaide is 03:00 (DST starts): one instant each side of it.
      {
        at: new Date('2026-10-03T15:00:00Z'),
        day: '2026-10-04',
        name: 'Probe <1> & "A"',
        mean: 3.25,
        count: 12,
      },
      { at: new Date('2026-10-03T17:00:00Z'), day: '2026-10-04', name: '  spaced  ', mean: -0.04, count: 0 },
      { at: null, day: null, name: '冷蔵庫 🧊 Crème', mean: Number.NaN, count: null },
    ];
    const wb = await read(await workbookBytes(doc([table('Raw: data/[1]', rows)])));
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Report', 'Raw  data  1']);

    const cover = wb.getWorksheet('Report')!;
    expect(cover.getCell('A1').value).toBe('Raw temperature data');
    expect(cover.getCell('A1').font).toMatchObject({ bold: true, size: 14 });
    expect(cover.getCell('B2').value).toBe('Café & Co <Retail>');
    expect(cover.getCell('B3').value).toBe('2026-10-03 to 2026-10-05');
    expect(cover.getCell('B4').value).toBe('Australia/Adelaide');
    expect(cover.getCell('B5').value).toBeInstanceOf(Date);

    const ws = wb.worksheets[1]!;
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'Time [Australia/Adelaide]',
      'Day',
      'Sensor',
      'Mean (°C)',
      'Readings',
    ]);
    expect(ws.getCell('A1').font).toMatchObject({ bold: true });
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(ws.autoFilter).toBe('A1:E4');
    // Wide enough for 'Time [Australia/Adelaide]' and a formatted instant.
    expect(ws.getColumn(1).width).toBe(27);
    expect(ws.getColumn(2).width).toBe(11);

    // Wall-clock times: 00:30 ACST (+9:30), then 03:30 ACDT (+10:30) two hours later.
    expect(ws.getCell('A2').value).toEqual(new Date('2026-10-04T00:30:00Z'));
    expect(ws.getCell('A3').value).toEqual(new Date('2026-10-04T03:30:00Z'));
    expect(ws.getCell('A2').numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(ws.getCell('B2').value).toEqual(new Date('2026-10-04T00:00:00Z'));
    expect(ws.getCell('B2').numFmt).toBe('yyyy-mm-dd');
    expect(ws.getCell('C2').value).toBe('Probe <1> & "A"');
    expect(ws.getCell('C3').value).toBe('  spaced  ');
    expect(ws.getCell('C4').value).toBe('冷蔵庫 🧊 Crème');
    expect(ws.getCell('D2').value).toBe(3.25);
    expect(ws.getCell('D2').numFmt).toBe('0.0');
    expect(ws.getCell('D3').value).toBe(-0.04);
    expect(ws.getCell('E2').numFmt).toBe('0');
    expect(ws.getCell('E3').value).toBe(0);
    // Missing values are no cell at all: empty, not zero.
    for (const ref of ['A4', 'B4', 'D4', 'E4']) expect(ws.getCell(ref).value).toBeNull();
  });

  it('goes on in a second sheet under the same header when a sheet is full', async () => {
    const rows: Row[] = Array.from({ length: 7 }, (_, i) => ({
      at: new Date(Date.UTC(2026, 0, 1, i)),
      day: '2026-01-01',
      name: `S${i}`,
      mean: i,
      count: 1,
    }));
    const wb = await read(await workbookBytes(doc([table('Temperatures', rows, 3)]), 4));
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'Report',
      'Temperatures',
      'Temperatures (2)',
      'Temperatures (3)',
    ]);
    const names = wb.worksheets.slice(1).map((ws) => {
      expect(ws.getCell('C1').value).toBe('Sensor');
      return ws
        .getSheetValues()
        .slice(2)
        .map((r) => (r as unknown[])[3]);
    });
    expect(names).toEqual([['S0', 'S1', 'S2'], ['S3', 'S4', 'S5'], ['S6']]);
    expect(wb.worksheets[2]!.autoFilter).toBe('A1:E4');
    expect(wb.worksheets[3]!.autoFilter).toBe('A1:E2');
  });

  it('keeps any text a cell can hold, XML or not', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: 'binary', maxLength: 40 }), { minLength: 1, maxLength: 8 }),
        async (texts) => {
          const rows = texts.map((name) => ({ at: null, day: null, name, mean: null, count: null }));
          const ws = (await read(await workbookBytes(doc([table('T', rows)])))).worksheets[1]!;
          texts.forEach((text, i) => {
            // XML 1.0 cannot carry C0 controls (but tab, LF, CR) nor U+FFFE/U+FFFF; a lone surrogate
            // becomes U+FFFD in UTF-8. CR is kept (written as a character reference).
            const expected = Buffer.from(text.replace(NOT_XML, ''), 'utf8').toString('utf8');
            expect(ws.getCell(i + 2, 3).value ?? '').toBe(expected);
          });
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);

  it('waits for a slow reader and stops with an error when the output closes', async () => {
    const rows: Row[] = Array.from({ length: 3000 }, (_, i) => ({
      at: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      day: '2026-01-01',
      name: `Sensor ${i}`,
      mean: i / 10,
      count: i,
    }));
    const wb = await read(await workbookBytes(doc([table('T', rows, 500)]), undefined, true));
    expect(wb.worksheets[1]!.rowCount).toBe(3001);
    expect(wb.worksheets[1]!.getCell('E3001').value).toBe(2999);

    const out = new PassThrough({ highWaterMark: 1024 });
    const writing = writeExcel(doc([table('T', rows, 500)]), out);
    out.once('data', () => out.destroy());
    await expect(writing).rejects.toThrow();
  });
});

describe('zone offsets remembered per quarter hour', () => {
  it('equal the zone database at any instant, next to a change or not', () => {
    // Changes: Adelaide and London DST, Kathmandu's +5:30 → +5:45 (1986), Monrovia's −0:44:30 → 0 (1972).
    const changes = [
      ['Australia/Adelaide', '2026-10-03T16:30:00Z'],
      ['Europe/London', '2026-10-25T01:00:00Z'],
      ['Asia/Kathmandu', '1985-12-31T18:30:00Z'],
      ['Africa/Monrovia', '1972-01-07T00:44:30Z'],
      ['Pacific/Chatham', '2026-04-04T14:00:00Z'],
    ] as const;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...changes), fc.integer({ min: -3_600_000, max: 3_600_000 })), {
          minLength: 1,
          maxLength: 30,
        }),
        (probes) => {
          for (const [[zone, change], delta] of probes) {
            const at = new Date(Date.parse(change) + delta);
            expect(offsetMinutes(zone, at)).toBe(tzOffset(zone, at));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
