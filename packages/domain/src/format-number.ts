import { isPresentNumber, MISSING_VALUE } from './format-missing';

const formatters = new Map<number, Intl.NumberFormat>();

/** Cached: building an Intl.NumberFormat costs far more than using one, and tables format thousands. */
function formatterFor(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals);
  if (!f) {
    // en-US fixes the spec's separators (comma thousands, point decimals) whatever the browser locale.
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, f);
  }
  return f;
}

/**
 * Spec 1 §9 numbers: comma thousands separators and one decimal ('1,234.5'). Missing or non-finite
 * values show '-'. A value that rounds to zero never shows as '-0.0'.
 */
export function formatNumber(value: number | null | undefined, decimals = 1): string {
  if (!isPresentNumber(value)) return MISSING_VALUE;
  const text = formatterFor(decimals).format(value);
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

/** A percentage with the same rules and a percent sign ('87.5%'); the value is already in percent. */
export function formatPercent(value: number | null | undefined, decimals = 1): string {
  const text = formatNumber(value, decimals);
  return text === MISSING_VALUE ? text : `${text}%`;
}
