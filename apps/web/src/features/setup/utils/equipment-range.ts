/** An item's compliance range as shown ('2 to 8 °C'), or null when it has none. */
export function formatTempRange(minTemp: number | null, maxTemp: number | null): string | null {
  if (minTemp === null || maxTemp === null) return null;
  const f = (t: number) => t.toLocaleString('en-US', { maximumFractionDigits: 1 });
  return `${f(minTemp)} to ${f(maxTemp)} °C`;
}
