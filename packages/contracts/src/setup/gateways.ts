import { z } from 'zod';
import { ExternalId, OptionalText, setupId, Title } from './common';

// Gateways and control boards in setup (docs/setup.md). A gateway is the ingestion principal: its
// devices' readings arrive with its API key, which is shown once (at creation and at each rotation).

/** A device's own id as it names itself in ingestion batches: printable, no spaces. */
export const DeviceUuid = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(200, 'At most 200 characters')
  .regex(/^[\x21-\x7e]+$/, 'Letters, digits and punctuation, without spaces');

const Vendor = z.string().trim().min(1, 'Required').max(100, 'At most 100 characters');
const Model = OptionalText(100);

/** NEVER_CONNECTED until its first batch; then ONLINE while heard from within the online window. */
export const GATEWAY_STATUSES = ['ONLINE', 'OFFLINE', 'NEVER_CONNECTED'] as const;
export const GatewayStatus = z.enum(GATEWAY_STATUSES);
export type GatewayStatus = z.infer<typeof GatewayStatus>;

export const SetupGateway = z.object({
  id: z.number(),
  siteId: z.number(),
  networkGroupId: z.number().nullable(),
  externalId: z.string().nullable(),
  title: z.string(),
  uuid: z.string(),
  vendor: z.string(),
  model: z.string().nullable(),
  /** The first characters of its API key (gw_<prefix>_…), to tell keys apart; never the key. */
  keyPrefix: z.string(),
  /** Its last contact (any batch), null when it never connected. */
  lastSeenAt: z.string().nullable(),
  status: GatewayStatus,
  /** The devices that report through it: all must move elsewhere before it can be deleted. */
  counts: z.object({
    sensors: z.number(),
    energyMeters: z.number(),
    thermostats: z.number(),
    controlBoards: z.number(),
  }),
});
export type SetupGateway = z.infer<typeof SetupGateway>;

/** A gateway with its new API key: the only answer that ever holds the key (only its hash is kept). */
export const SetupGatewayWithKey = SetupGateway.extend({ apiKey: z.string() });
export type SetupGatewayWithKey = z.infer<typeof SetupGatewayWithKey>;

const gatewayFields = {
  title: Title,
  uuid: DeviceUuid,
  vendor: Vendor,
  model: Model,
  networkGroupId: setupId.nullable(),
  externalId: ExternalId,
};

export const SetupGatewayCreate = z
  .object({
    siteId: setupId,
    ...gatewayFields,
    model: gatewayFields.model.default(null),
    networkGroupId: gatewayFields.networkGroupId.default(null),
    externalId: gatewayFields.externalId.default(null),
  })
  .strict();
export type SetupGatewayCreate = z.input<typeof SetupGatewayCreate>;

/** A gateway stays on its site: a new site's devices get a gateway of their own. */
export const SetupGatewayUpdate = z
  .strictObject(gatewayFields, {
    error: (iss) =>
      iss.code === 'unrecognized_keys' && iss.keys.includes('siteId')
        ? "A gateway's site does not change: create a gateway on the other site"
        : undefined,
  })
  .partial();
export type SetupGatewayUpdate = z.input<typeof SetupGatewayUpdate>;

export const SetupGatewaysQuery = z.object({ siteId: setupId });

/** A control board (relays, light sensor) on a site, usually wired to one of its gateways. */
export const SetupControlBoard = z.object({
  id: z.number(),
  siteId: z.number(),
  gatewayId: z.number().nullable(),
  gatewayTitle: z.string().nullable(),
  spaceId: z.number().nullable(),
  spaceTitle: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  uuid: z.string(),
  vendor: z.string(),
  model: z.string().nullable(),
  /** Sensors paired with the board (its actuators among them). */
  sensorCount: z.number(),
  schedulerCount: z.number(),
});
export type SetupControlBoard = z.infer<typeof SetupControlBoard>;

const boardFields = {
  gatewayId: setupId.nullable(),
  spaceId: setupId.nullable(),
  title: Title,
  description: OptionalText(2000),
  uuid: DeviceUuid,
  vendor: Vendor,
  model: Model,
};

export const SetupControlBoardCreate = z
  .object({
    siteId: setupId,
    ...boardFields,
    gatewayId: boardFields.gatewayId.default(null),
    spaceId: boardFields.spaceId.default(null),
    description: boardFields.description.default(null),
    model: boardFields.model.default(null),
  })
  .strict();
export type SetupControlBoardCreate = z.input<typeof SetupControlBoardCreate>;

export const SetupControlBoardUpdate = z
  .strictObject(boardFields, {
    error: (iss) =>
      iss.code === 'unrecognized_keys' && iss.keys.includes('siteId')
        ? "A control board's site does not change: create one on the other site"
        : undefined,
  })
  .partial();
export type SetupControlBoardUpdate = z.input<typeof SetupControlBoardUpdate>;

export const SetupControlBoardsQuery = z.object({ siteId: setupId, gatewayId: setupId.optional() });
