// Pure rules of the equipment type filter (spec 2 §2 "Equipment type filter"; F-080…F-085).

export interface GroupLike {
  id: number;
  title: string;
}
export interface TypeLike {
  id: number;
  title: string;
  groupId: number;
}

export interface TypeGroup<T extends TypeLike = TypeLike> {
  id: number;
  title: string;
  types: T[];
}

const byTitle = (a: { title: string }, b: { title: string }) =>
  a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }) || 0;

/**
 * The filter's options: types grouped by equipment group (F-080), groups and types alphabetical, empty
 * groups left out. `available` (when given) keeps only those type ids, e.g. the types a report has
 * data for; `onlyGroup` keeps one group (the HVAC-only variant).
 */
export function groupTypes<T extends TypeLike>(
  groups: readonly GroupLike[],
  types: readonly T[],
  options: { available?: readonly number[]; onlyGroupTitle?: string } = {},
): TypeGroup<T>[] {
  const keep = options.available ? new Set(options.available) : null;
  const only = options.onlyGroupTitle?.toLowerCase();
  return groups
    .filter((g) => only === undefined || g.title.toLowerCase() === only)
    .map((g) => ({
      id: g.id,
      title: g.title,
      types: types.filter((t) => t.groupId === g.id && (!keep || keep.has(t.id))).sort(byTitle),
    }))
    .filter((g) => g.types.length > 0)
    .sort(byTitle);
}

export type CheckState = 'all' | 'some' | 'none';

/** Whether all, some or none of `ids` are in the selection (a group's or the select-all checkbox). */
export function checkState(selected: readonly number[], ids: readonly number[]): CheckState {
  if (ids.length === 0) return 'none';
  const set = new Set(selected);
  const n = ids.filter((id) => set.has(id)).length;
  return n === 0 ? 'none' : n === ids.length ? 'all' : 'some';
}

/** Ticks or unticks one type. */
export function toggleType(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
}

/** A group's (or select-all's) checkbox: all of `ids` when not all are ticked, else none of them. */
export function toggleMany(selected: readonly number[], ids: readonly number[]): number[] {
  const set = new Set(selected);
  if (checkState(selected, ids) === 'all') return selected.filter((x) => !ids.includes(x));
  for (const id of ids) set.add(id);
  return [...set];
}

/**
 * What Apply sends (F-081, F-082): the ticked ids in option order; every option ticked is the same as
 * none (all types), sent as an empty list so that the URL and requests stay short.
 */
export function selectionToApply(selected: readonly number[], optionIds: readonly number[]): number[] {
  const set = new Set(selected);
  const picked = optionIds.filter((id) => set.has(id));
  return picked.length === optionIds.length ? [] : picked;
}

/** F-084: at most 2 chips (3 for the HVAC-only variant), the rest summarised as '+N'. */
export const maxChips = (hvacOnly: boolean) => (hvacOnly ? 3 : 2);

export function chipSummary(
  applied: readonly number[],
  types: readonly TypeLike[],
  max: number,
): { chips: { id: number; title: string }[]; more: number } {
  const byId = new Map(types.map((t) => [t.id, t]));
  const known = applied.map((id) => byId.get(id)).filter((t): t is TypeLike => t !== undefined);
  return {
    chips: known.slice(0, max).map(({ id, title }) => ({ id, title })),
    more: Math.max(0, known.length - max),
  };
}
