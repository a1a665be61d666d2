import type { Site } from '@sw/contracts';
import type { SiteRow } from './sites.repository';

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
