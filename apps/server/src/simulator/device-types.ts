import type { OperatingHours } from '../db/schema';
import type { Rng } from './rng';
import type { Component, Country } from './site-types';
import type { SiteDef } from './sites-catalogue';

/** What the device builders (devices, controls, sentinels) know of the site they equip. */
export interface DeviceContext {
  def: SiteDef;
  siteId: number;
  gatewayId: number;
  boardId: number;
  spaceId: Map<string, number>;
  firstSpace: string;
  country: Country;
  area: number;
  hours: OperatingHours;
  magnitudes: Record<Component, number>;
  rng: Rng;
  createdAt: Date;
  /** The seed's "now": the history ends here. */
  anchor: Date;
}

/** A thermostat created for an HVAC unit, as the sentinels refer to it. */
export interface ThermostatRef {
  id: number;
  equipmentId: number;
  title: string;
}
