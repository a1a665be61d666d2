import type { Site, SiteOnlineStatus, SiteStatusStats } from '@sw/contracts';
import type { SiteRow } from './sites.repository';

/**
 * D-042: every device (sensor or thermostat) reporting within its window → ONLINE; none → OFFLINE;
 * some → PARTIALLY_OFF. A site with no devices has nothing reporting, so it is OFFLINE.
 */
export function siteStatus(total: number, online: number): Site['status'] {
  if (total === 0 || online === 0) return 'OFFLINE';
  return online === total ? 'ONLINE' : 'PARTIALLY_OFF';
}

export function presentSite(row: SiteRow): Site {
  return {
    id: row.id,
    siteId: row.id,
    organizationId: row.orgId,
    title: row.title,
    address: row.address,
    timeZone: row.timeZone,
    latitude: row.latitude ?? 0,
    longitude: row.longitude ?? 0,
    country: row.country,
    siteType: row.siteType,
    floorArea: row.floorAreaM2,
    co2Factor: row.co2FactorKgPerKwh,
    operatingHours: row.operatingHours ?? null,
    images: row.images,
    numberActiveIncidents: row.activeIncidents,
    status: siteStatus(row.devicesTotal, row.devicesOnline),
  };
}

export function presentOnlineStatus(row: SiteRow): SiteOnlineStatus {
  return {
    siteId: row.id,
    title: row.title,
    address: row.address,
    images: row.images,
    latitude: row.latitude ?? 0,
    longitude: row.longitude ?? 0,
    numberActiveIncidents: row.activeIncidents,
    status: siteStatus(row.devicesTotal, row.devicesOnline),
    devices: {
      total: row.devicesTotal,
      online: row.devicesOnline,
      offline: row.devicesTotal - row.devicesOnline,
    },
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    energyMeters: {
      total: row.energyMetersTotal,
      online: row.energyMetersOnline,
      offline: row.energyMetersTotal - row.energyMetersOnline,
    },
  };
}

/** Totals over the listed sites; every status appears, in the order ONLINE, PARTIALLY_OFF, OFFLINE. */
export function statusStats(list: SiteOnlineStatus[]): SiteStatusStats {
  const order: Site['status'][] = ['ONLINE', 'PARTIALLY_OFF', 'OFFLINE'];
  return {
    total: list.length,
    statuses: order.map((status) => ({ status, count: list.filter((s) => s.status === status).length })),
  };
}
