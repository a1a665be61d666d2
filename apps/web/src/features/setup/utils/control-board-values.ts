import type { SetupControlBoard } from '@sw/contracts/setup';

export interface ControlBoardFormValues {
  title: string;
  description: string;
  uuid: string;
  vendor: string;
  model: string;
  /** Select values (ids as text); null: none. */
  gatewayId: string | null;
  spaceId: string | null;
}

export function controlBoardFormValues(board: SetupControlBoard | null): ControlBoardFormValues {
  return {
    title: board?.title ?? '',
    description: board?.description ?? '',
    uuid: board?.uuid ?? '',
    vendor: board?.vendor ?? '',
    model: board?.model ?? '',
    gatewayId: board?.gatewayId == null ? null : String(board.gatewayId),
    spaceId: board?.spaceId == null ? null : String(board.spaceId),
  };
}

const id = (v: string | null) => (v ? Number(v) : null);

/** The create or update body (without siteId): a cleared gateway or space is sent as null. */
export function controlBoardBody(v: ControlBoardFormValues) {
  return {
    title: v.title,
    description: v.description || null,
    uuid: v.uuid,
    vendor: v.vendor,
    model: v.model || null,
    gatewayId: id(v.gatewayId),
    spaceId: id(v.spaceId),
  };
}

/** A board's paired sensors and schedulers ('2 sensors, 1 scheduler'), or null when none. */
export function boardUsesText(b: Pick<SetupControlBoard, 'sensorCount' | 'schedulerCount'>): string | null {
  const parts: string[] = [];
  if (b.sensorCount) parts.push(`${b.sensorCount} ${b.sensorCount === 1 ? 'sensor' : 'sensors'}`);
  if (b.schedulerCount)
    parts.push(`${b.schedulerCount} ${b.schedulerCount === 1 ? 'scheduler' : 'schedulers'}`);
  return parts.length ? parts.join(', ') : null;
}
