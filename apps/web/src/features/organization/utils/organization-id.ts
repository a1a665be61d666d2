/** An organisation id as typed: a positive whole number that fits the API's id range, else null. */
export function parseOrganizationId(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
