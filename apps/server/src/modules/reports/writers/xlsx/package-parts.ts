import { xmlText } from './sheet-xml';

/*
 * The fixed parts of an .xlsx package (ECMA-376 Part 2, Open Packaging Conventions): content types,
 * relationships, the workbook with its sheets and filter ranges, document properties, and the
 * styles the cells were given while the sheets were written.
 */

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument';

export interface SheetEntry {
  name: string;
  /** The autofilter's range, e.g. A1:H500001; none on the cover sheet. */
  filter?: string;
}

export const sheetPath = (i: number) => `xl/worksheets/sheet${i + 1}.xml`;

export function contentTypes(sheets: number): string {
  const overrides = Array.from(
    { length: sheets },
    (_, i) => `<Override PartName="/${sheetPath(i)}" ContentType="${CT}.spreadsheetml.worksheet+xml"/>`,
  ).join('');
  return `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${CT}.spreadsheetml.sheet.main+xml"/>${overrides}<Override PartName="/xl/styles.xml" ContentType="${CT}.spreadsheetml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="${CT}.extended-properties+xml"/></Types>`;
}

export const rootRels = () =>
  `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="${REL}/extended-properties" Target="docProps/app.xml"/></Relationships>`;

export const coreProps = (title: string, created: Date) =>
  `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${xmlText(title)}</dc:title><dc:creator>SiteWatch</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${created.toISOString().slice(0, 19)}Z</dcterms:created></cp:coreProperties>`;

export const appProps = () =>
  `${XML}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>SiteWatch</Application></Properties>`;

/** A sheet name inside a formula: quoted, its quotes doubled. */
const quotedSheet = (name: string) => `'${name.replace(/'/g, "''")}'`;

export function workbook(sheets: SheetEntry[]): string {
  const list = sheets
    .map((s, i) => `<sheet name="${xmlText(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  // Excel keeps a sheet's filter range as this hidden name too; without it Excel repairs the file.
  const names = sheets
    .map((s, i) =>
      s.filter
        ? `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">${xmlText(
            `${quotedSheet(s.name)}!${s.filter.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2')}`,
          )}</definedName>`
        : '',
    )
    .join('');
  return `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView activeTab="0"/></bookViews><sheets>${list}</sheets>${names ? `<definedNames>${names}</definedNames>` : ''}</workbook>`;
}

export function workbookRels(sheets: number): string {
  const rels = Array.from(
    { length: sheets },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('');
  return `${XML}<Relationships xmlns="${PKG_REL}">${rels}<Relationship Id="rId${sheets + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
}

export type Font = 'normal' | 'bold' | 'title';
const FONTS: Record<Font, number> = { normal: 0, bold: 1, title: 2 };
/** Built-in number formats (§18.8.30) used as they are; any other code gets an id from 164. */
const BUILT_IN: Record<string, number> = { General: 0, '0': 1, '0.00': 2, '@': 49 };

/** Cell styles (number format × font) as the sheets ask for them; index 0 is the default. */
export class Styles {
  private readonly formats = new Map<string, number>();
  private readonly xfs: string[] = ['<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'];
  private readonly ids = new Map<string, number>([['0|0', 0]]);

  xf(numFmt: string, font: Font = 'normal'): number {
    let fmt = BUILT_IN[numFmt] ?? this.formats.get(numFmt);
    if (fmt === undefined) {
      fmt = 164 + this.formats.size;
      this.formats.set(numFmt, fmt);
    }
    const key = `${fmt}|${FONTS[font]}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.xfs.length;
      this.ids.set(key, id);
      const applied = `${fmt ? ' applyNumberFormat="1"' : ''}${FONTS[font] ? ' applyFont="1"' : ''}`;
      this.xfs.push(
        `<xf numFmtId="${fmt}" fontId="${FONTS[font]}" fillId="0" borderId="0" xfId="0"${applied}/>`,
      );
    }
    return id;
  }

  xml(): string {
    const numFmts = [...this.formats]
      .map(([code, id]) => `<numFmt numFmtId="${id}" formatCode="${xmlText(code)}"/>`)
      .join('');
    const font = (extra: string, size: number) =>
      `<font>${extra}<sz val="${size}"/><name val="Calibri"/><family val="2"/></font>`;
    return `${XML}<styleSheet xmlns="${MAIN}">${
      numFmts ? `<numFmts count="${this.formats.size}">${numFmts}</numFmts>` : ''
    }<fonts count="3">${font('', 11)}${font('<b/>', 11)}${font('<b/>', 14)}</fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${this.xfs.length}">${this.xfs.join('')}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
  }
}
