import { controlBoards, gateways, networkGroups, sites, spaces } from '../db/schema';
import { generateApiKey } from '../lib/api-keys';
import { magnitudes, meanShapes } from './calibration';
import { createDevices } from './devices';
import type { Rng } from './rng';
import { openingHours, SITE_TYPES } from './site-types';
import { CITIES, type SiteDef } from './sites-catalogue';
import type { Exec } from './sql';

const DAY_MS = 86_400_000;

export interface BuiltSite {
  id: number;
  def: SiteDef;
  sensors: number;
}

/**
 * One site with its spaces, network, gateway and control board, then its equipment and devices.
 * Energy is calibrated here: the site's target EUI times its floor area, split by the format's
 * end-use shares, gives each end use's kW magnitude, which is spread over its equipment's rated kW.
 */
export async function createSite(db: Exec, def: SiteDef, rng: Rng, anchor: Date): Promise<BuiltSite> {
  const spec = SITE_TYPES[def.type];
  const city = CITIES[def.city];
  const area = Math.round(rng.range(spec.areaM2[0], spec.areaM2[1]) / 5) * 5;
  const hours = openingHours(def.type, city.country, def.allDay === true);
  const createdAt = new Date(anchor.getTime() - rng.int(430, 900) * DAY_MS);
  const [site] = await db
    .insert(sites)
    .values({
      orgId: def.orgId,
      title: def.title,
      address: def.address,
      latitude: round(city.lat + rng.range(-0.025, 0.025), 5),
      longitude: round(city.lon + rng.range(-0.035, 0.035), 5),
      timeZone: city.timeZone,
      country: city.country,
      siteType: def.type,
      floorAreaM2: area,
      co2FactorKgPerKwh: city.co2,
      operatingHours: hours,
      images: [spec.image],
      createdAt,
    })
    .returning({ id: sites.id });
  const siteId = site!.id;
  const orgId = def.orgId;

  const spaceRows = await db
    .insert(spaces)
    .values(
      spec.spaces.map((title) => ({
        orgId,
        siteId,
        title,
        spaceType: title === 'Rooftop' ? 'ROOF' : 'ROOM',
      })),
    )
    .returning({ id: spaces.id, title: spaces.title });
  const spaceId = new Map(spaceRows.map((s) => [s.title, s.id]));

  const [network] = await db
    .insert(networkGroups)
    .values({ orgId, siteId, title: `${def.title} network`, usingThermostat: true })
    .returning({ id: networkGroups.id });
  // The key itself is dropped: the simulator ingests through the service, and an operator who wants
  // to post readings over HTTP rotates a gateway key first.
  const key = generateApiKey();
  const [gateway] = await db
    .insert(gateways)
    .values({
      orgId,
      siteId,
      networkGroupId: network!.id,
      title: 'Site Gateway',
      uuid: `gw-${rng.hex(12)}`,
      vendor: 'EdgeLink',
      model: 'EL-200',
      apiKeyPrefix: key.prefix,
      apiKeyHash: key.hash,
    })
    .returning({ id: gateways.id });
  const firstSpace = spec.spaces[0]!;
  const [board] = await db
    .insert(controlBoards)
    .values({
      orgId,
      siteId,
      gatewayId: gateway!.id,
      networkGroupId: network!.id,
      spaceId: spaceId.get(firstSpace),
      title: 'Lighting Control Board',
      uuid: `cb-${rng.hex(12)}`,
      vendor: 'Lumacontrol',
      model: 'LC-4R',
      modelId: 'LC4R-2',
      edgeId: `edge-${rng.hex(8)}`,
      productId: 'LC-4R',
      lightSensorPort: 'PORT_1',
      lightSensorPublishingInterval: 300,
    })
    .returning({ id: controlBoards.id });

  const eui = rng.range(spec.eui[0], spec.eui[1]);
  // Calibrate with the well-managed night loads: a poorly managed site then uses more than its
  // target, as a real one would.
  const shapes = meanShapes(city.climate, city.lat, hours, spec.night);
  const mag = magnitudes(eui * area, spec.shares, shapes);
  const sensors = await createDevices(db, {
    def,
    siteId,
    gatewayId: gateway!.id,
    boardId: board!.id,
    spaceId,
    firstSpace,
    country: city.country,
    area,
    hours,
    magnitudes: mag,
    rng,
    createdAt,
    anchor,
  });
  return { id: siteId, def, sensors };
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
