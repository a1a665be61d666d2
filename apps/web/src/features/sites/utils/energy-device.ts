import type { SiteOnlineStatus } from '@sw/contracts';

/**
 * C-028 (decision): the site's energy data is faulty when any of the meters its energy figure reads
 * from (the main meter, else the registered sub-meters; see the server's online status) is offline —
 * INACTIVE, silent beyond the 30-minute online window, or never heard from. An offline meter leaves
 * the figure short, so showing it would understate the site's use. A site without meters is not
 * faulty: it has no EnergyPro to check (its energy card is not offered, D-054).
 */
export function energyDataFaulty(meters: SiteOnlineStatus['energyMeters'] | undefined): boolean {
  if (!meters || meters.total <= 0) return false;
  return meters.online < meters.total;
}
