import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites, spaces } from './sites';

// Reference catalogue shared by every organisation (replicated when distributed): no org_id.
export const equipmentGroups = pgTable('equipment_groups', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
});

export const equipmentTypeGroups = pgTable('equipment_type_groups', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
});

export const equipmentTypes = pgTable('equipment_types', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  /** Icon key from the spec's equipment icon list. */
  icon: text('icon').notNull(),
  groupId: integer('group_id')
    .notNull()
    .references(() => equipmentGroups.id),
  typeGroupId: integer('type_group_id')
    .notNull()
    .references(() => equipmentTypeGroups.id),
});

export const equipment = pgTable(
  'equipment',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id').references(() => spaces.id),
    title: text('title').notNull(),
    description: text('description'),
    typeId: integer('type_id')
      .notNull()
      .references(() => equipmentTypes.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => equipmentGroups.id),
    model: text('model'),
    vendor: text('vendor'),
    activeControl: boolean('active_control').notNull().default(false),
    manufactureDate: date('manufacture_date'),
    serialNumber: text('serial_number'),
    resourceType: text('resource_type').notNull().default('EQUIPMENT'),
    /** Compliance range for temperature sensors on this equipment, in °C. */
    minTemp: doublePrecision('min_temp'),
    maxTemp: doublePrecision('max_temp'),
    ratedKw: doublePrecision('rated_kw'),
    externalId: text('external_id'),
  },
  (t) => [
    index('equipment_site_idx').on(t.orgId, t.siteId),
    index('equipment_type_idx').on(t.orgId, t.typeId),
    uniqueIndex('equipment_external_uq').on(t.orgId, t.externalId),
  ],
);

export const networkGroups = pgTable('network_groups', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id').notNull(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  usingThermostat: boolean('using_thermostat').notNull().default(false),
});

/** Gateways are the ingestion principals: each has its own API key (hash stored, prefix for lookup). */
export const gateways = pgTable(
  'gateways',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    networkGroupId: integer('network_group_id').references(() => networkGroups.id),
    title: text('title').notNull(),
    uuid: text('uuid').notNull(),
    vendor: text('vendor').notNull(),
    model: text('model'),
    apiKeyPrefix: text('api_key_prefix').notNull(),
    apiKeyHash: text('api_key_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    externalId: text('external_id'),
  },
  (t) => [
    uniqueIndex('gateways_key_prefix_uq').on(t.apiKeyPrefix),
    uniqueIndex('gateways_external_uq').on(t.orgId, t.externalId),
    index('gateways_site_idx').on(t.orgId, t.siteId),
  ],
);

export const controlBoards = pgTable('control_boards', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id').notNull(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  gatewayId: integer('gateway_id').references(() => gateways.id),
  networkGroupId: integer('network_group_id').references(() => networkGroups.id),
  spaceId: integer('space_id').references(() => spaces.id),
  title: text('title').notNull(),
  description: text('description'),
  uuid: text('uuid').notNull(),
  vendor: text('vendor').notNull(),
  model: text('model'),
  modelId: text('model_id'),
  edgeId: text('edge_id'),
  productId: text('product_id'),
  lightSensorPort: text('light_sensor_port').notNull().default('NONE'),
  lightSensorPublishingInterval: integer('light_sensor_publishing_interval'),
  actuators: jsonb('actuators')
    .$type<{ id: string; title: string; equipmentId: number | null }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
});

export const SENSOR_TYPES = [
  'TEMPERATURE',
  'HUMIDITY',
  'DOOR',
  'ENERGY',
  'POWER',
  'LIGHT',
  'OCCUPANCY',
  'ACTUATOR',
  'SCHEDULER',
  'CONTROL_AGENT',
  'OVERRIDDEN_STATE',
] as const;
export type SensorType = (typeof SENSOR_TYPES)[number];

export const sensors = pgTable(
  'sensors',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    spaceId: integer('space_id').references(() => spaces.id),
    gatewayId: integer('gateway_id').references(() => gateways.id),
    controlBoardId: integer('control_board_id').references(() => controlBoards.id),
    title: text('title').notNull(),
    uuid: text('uuid').notNull(),
    vendor: text('vendor').notNull(),
    sensorType: text('sensor_type', { enum: SENSOR_TYPES }).notNull(),
    /** What the sensor measures on its equipment: e.g. SUPPLY_AIR, RETURN_AIR, CABINET, AMBIENT, MAIN. */
    target: text('target'),
    unit: text('unit').notNull(),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    lastValue: doublePrecision('last_value'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    externalId: text('external_id'),
  },
  (t) => [
    index('sensors_site_idx').on(t.orgId, t.siteId),
    uniqueIndex('sensors_external_uq').on(t.orgId, t.externalId),
    index('sensors_equipment_idx').on(t.orgId, t.equipmentId),
    uniqueIndex('sensors_gateway_uuid_uq').on(t.gatewayId, t.uuid),
  ],
);

/** The spec's "EnergyPro": a site or sub-meter, backed by an ENERGY sensor. */
export const energyMeters = pgTable(
  'energy_meters',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    gatewayId: integer('gateway_id').references(() => gateways.id),
    sensorId: integer('sensor_id')
      .notNull()
      .references(() => sensors.id),
    title: text('title').notNull(),
    uuid: text('uuid').notNull(),
    vendor: text('vendor').notNull(),
    model: text('model'),
    isSiteMain: boolean('is_site_main').notNull().default(false),
  },
  // Site energy picks each site's main meter (SITE_ENERGY_SOURCES): found per site, not by a scan.
  (t) => [index('energy_meters_site_idx').on(t.siteId, t.isSiteMain)],
);

export const thermostats = pgTable(
  'thermostats',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    gatewayId: integer('gateway_id').references(() => gateways.id),
    title: text('title').notNull(),
    displayName: text('display_name'),
    uuid: text('uuid').notNull(),
    vendor: text('vendor').notNull(),
    model: text('model'),
    mode: text('mode', { enum: ['off', 'cooling', 'heating', 'auto'] })
      .notNull()
      .default('auto'),
    workingMode: text('working_mode').notNull().default('SCHEDULE'),
    heatSetPoint: doublePrecision('heat_set_point').notNull().default(21),
    coolSetPoint: doublePrecision('cool_set_point').notNull().default(24),
    temperature: doublePrecision('temperature'),
    temperatureUnit: text('temperature_unit', { enum: ['C', 'F'] })
      .notNull()
      .default('C'),
    localAdjustmentOverride: jsonb('local_adjustment_override').$type<{ product: string } | null>(),
    online: boolean('online').notNull().default(true),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** A heat pump: one compressor heats and cools; its defrost cycles are not cooling (G-053). */
    heatPump: boolean('heat_pump').notNull().default(false),
    /** From this instant the heat pump's own (vendor) control runs it (G-012, G-038). */
    vendorControlFrom: timestamp('vendor_control_from', { withTimezone: true }),
  },
  (t) => [index('thermostats_site_idx').on(t.orgId, t.siteId)],
);

export const schedulers = pgTable('schedulers', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id').notNull(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  equipmentId: integer('equipment_id')
    .notNull()
    .references(() => equipment.id, { onDelete: 'cascade' }),
  controlBoardId: integer('control_board_id').references(() => controlBoards.id),
  title: text('title').notNull(),
  workingMode: text('working_mode').notNull().default('SCHEDULE'),
  luxThreshold: doublePrecision('lux_threshold'),
});

export interface TimetableEvent {
  /** 0 = Monday ... 6 = Sunday */
  weekday: number;
  /** minutes from local midnight */
  minute: number;
  setAction: 0 | 1;
  setPoint?: number;
}

export const timetables = pgTable('timetables', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id').notNull(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  equipmentId: integer('equipment_id')
    .notNull()
    .references(() => equipment.id, { onDelete: 'cascade' }),
  thermostatId: integer('thermostat_id').references(() => thermostats.id, { onDelete: 'cascade' }),
  schedulerId: integer('scheduler_id').references(() => schedulers.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  controlType: text('control_type').notNull(),
  events: jsonb('events').$type<TimetableEvent[]>().notNull(),
  setPoint: doublePrecision('set_point'),
  minTemp: doublePrecision('min_temp'),
  maxTemp: doublePrecision('max_temp'),
});
