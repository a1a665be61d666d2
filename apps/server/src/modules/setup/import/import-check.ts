import { IMPORT_LIMITS, type ImportFormat, type ImportIssue, type ImportReport } from '@sw/contracts/setup';
import type { Db } from '../../../db/client';
import { readSheets } from './import-file';
import { type Plan, planImport, stateKeys } from './import-plan';
import { type CheckedRows, checkRows } from './import-rows';
import { loadState } from './import-state';

// The whole file judged against the organisation as it is now: the dry run answers this as a
// report; the import job checks the file this way again before writing anything.

export interface FileCheck {
  checked: CheckedRows;
  plan: Plan;
  /** Every error of the file, in file order (sheet, then row). */
  issues: ImportIssue[];
}

export async function checkFile(
  db: Db,
  orgId: number,
  bytes: Buffer,
  format: ImportFormat,
): Promise<FileCheck> {
  const sheets = await readSheets(bytes, format);
  const checked = await checkRows(sheets);
  if (checked.rowCount === 0)
    checked.issues.push({
      sheet: sheets[0]?.name ?? null,
      row: 1,
      column: null,
      message: 'The file has no rows to import',
    });
  const state = await loadState(db, orgId, stateKeys(checked.rows));
  const plan = await planImport(db, orgId, checked, state);
  const sheetOrder = new Map(sheets.map((s, i) => [s.name, i]));
  const issues = [...checked.issues, ...plan.issues].sort(
    (a, b) => (sheetOrder.get(a.sheet) ?? 0) - (sheetOrder.get(b.sheet) ?? 0) || a.row - b.row,
  );
  return { checked, plan, issues };
}

/**
 * The dry run's report: counts of every row without errors, the first errors, and the rows in file
 * order — those that change first (up to the limit), unchanged ones filling what is left.
 */
export function reportOf(format: ImportFormat, check: FileCheck): ImportReport {
  const { plan, issues } = check;
  const max = IMPORT_LIMITS.maxRowsListed;
  const changing = plan.results.filter((r) => r.outcome !== 'UNCHANGED').slice(0, max);
  const rest = max - changing.length;
  const unchanged = rest > 0 ? plan.results.filter((r) => r.outcome === 'UNCHANGED').slice(0, rest) : [];
  const listed = [...changing, ...unchanged].sort((a, b) => a.order - b.order).map(({ order: _, ...r }) => r);
  return {
    format,
    valid: issues.length === 0,
    rowCount: check.checked.rowCount,
    counts: plan.counts,
    errorCount: issues.length,
    errors: issues.slice(0, IMPORT_LIMITS.maxErrors),
    rows: listed,
    rowsOmitted: plan.results.length - listed.length,
  };
}
