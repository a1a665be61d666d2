import type { DeviceCommand, GatewayCommand } from '@sw/contracts';
import type { CommandRow, GatewayCommandRow } from './device-commands.repository';

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

export function presentCommand(r: CommandRow): DeviceCommand {
  return {
    id: r.id,
    kind: r.kind,
    controlId: r.controlId,
    controlTitle: r.controlTitle,
    equipmentId: r.equipmentId,
    siteId: r.siteId,
    workingMode: r.workingMode,
    previousWorkingMode: r.previousWorkingMode,
    state: r.state,
    userId: r.userId,
    username: r.username,
    createdAt: iso(r.createdAt)!,
    acknowledgedAt: iso(r.acknowledgedAt),
    confirmedAt: iso(r.confirmedAt),
    failedAt: iso(r.failedAt),
    failureReason: r.failureReason,
  };
}

export function presentGatewayCommand(r: GatewayCommandRow): GatewayCommand {
  return {
    id: r.id,
    kind: r.kind,
    device: r.device,
    schedulerId: r.schedulerId,
    workingMode: r.workingMode,
    state: r.state,
    createdAt: iso(r.createdAt)!,
  };
}
