import type { ImportChange, ImportCounts, ImportIssue } from '@sw/contracts/setup';

const n = (v: number) => v.toLocaleString('en-US');

/** '12 created, 3 updated, 40 unchanged' (the parts that are not zero; 'nothing' if all are). */
export function countsText(c: { created: number; updated: number; unchanged: number }): string {
  const parts = [
    c.created ? `${n(c.created)} created` : '',
    c.updated ? `${n(c.updated)} updated` : '',
    c.unchanged ? `${n(c.unchanged)} unchanged` : '',
  ].filter(Boolean);
  return parts.join(', ') || 'nothing';
}

/** What else the file brings into being: gateways, spaces and site groups it names first. */
export function extrasText(c: ImportCounts): string | null {
  const parts = [
    c.gateways.created
      ? `${n(c.gateways.created)} new ${c.gateways.created === 1 ? 'gateway' : 'gateways'}`
      : '',
    c.spaces.created ? `${n(c.spaces.created)} new ${c.spaces.created === 1 ? 'space' : 'spaces'}` : '',
    c.siteGroups.created
      ? `${n(c.siteGroups.created)} new site ${c.siteGroups.created === 1 ? 'group' : 'groups'}`
      : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** Where an issue is: 'Sheet Sites, row 4, time_zone' / 'Row 4, time_zone' / 'The file'. */
export function issuePlace(i: ImportIssue): string {
  const row = i.row > 0 ? `row ${n(i.row)}` : '';
  const parts = [i.sheet ? `Sheet ${i.sheet}` : '', row, i.column ?? ''].filter(Boolean);
  if (!parts.length) return 'The file';
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A change as read in a list: 'time_zone: Europe/London → Asia/Kolkata'; a new value alone when created. */
export function changeText(c: ImportChange, created: boolean): string {
  const show = (v: string | number | null) => (v === null || v === '' ? '(empty)' : String(v));
  return created ? `${c.column}: ${show(c.after)}` : `${c.column}: ${show(c.before)} → ${show(c.after)}`;
}
