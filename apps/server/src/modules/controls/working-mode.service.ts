import {
  type ControlKind,
  WORKING_MODES,
  type WorkingModeResult,
  type WorkingModeUpdate,
} from '@sw/contracts';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { type AuthContext, audit, requireRole } from '../identity';
import { presentCommand, queueCommand } from '../telemetry';
import { findTarget, usernameOf } from './control-targets.repository';

const WHAT: Record<ControlKind, string> = {
  THERMOSTAT: 'Thermostat control',
  SCHEDULER: 'Scheduler',
  TEMPERATURE: 'Temperature control',
};

/**
 * G-004: sets a control's working mode by sending a command to its device. The order of the checks
 * is the access policy's: a control outside the caller's organisation or sites is a 404 whatever the
 * role (ids cannot be probed), then only MANAGER and ADMIN may change it (403), then the body is
 * checked (400). Only then is anything written: the command (device_commands, which is also its
 * audit record) and an audit_log entry, in one transaction.
 */
export async function setWorkingMode(
  database: Database,
  auth: AuthContext,
  kind: ControlKind,
  id: number,
  body: WorkingModeUpdate,
  now = new Date(),
): Promise<WorkingModeResult> {
  const target = await findTarget(database, auth, kind, id);
  if (!target) throw notFound(WHAT[kind]);
  requireRole(auth, 'MANAGER');
  const allowed: readonly string[] = WORKING_MODES[kind];
  if (!allowed.includes(body.workingMode))
    throw badRequest(`workingMode must be one of ${allowed.join(', ')} for a ${WHAT[kind].toLowerCase()}`);
  // The spec's client always propagates; a mode kept only here would be overwritten by the device's
  // next report, so a change that does not reach the device is refused rather than pretended.
  if (!body.propagateConfig)
    throw badRequest('propagateConfig must be true: a working mode is set on the device');
  const username = await usernameOf(database, auth.userId);
  const row = await database.db.transaction(async (tx) => {
    const command = await queueCommand(
      tx,
      {
        orgId: auth.orgId,
        siteId: target.siteId,
        kind,
        controlId: target.id,
        controlTitle: target.title,
        equipmentId: target.equipmentId,
        gatewayId: target.gatewayId,
        workingMode: body.workingMode,
        previousWorkingMode: target.workingMode,
        userId: auth.userId,
        username,
      },
      now,
    );
    await audit(
      tx,
      {
        orgId: auth.orgId,
        userId: auth.userId,
        action: 'WORKING_MODE_CHANGE',
        targetType: kind,
        targetId: id,
      },
      {
        from: target.workingMode,
        to: body.workingMode,
        commandId: command.id,
        equipmentId: target.equipmentId,
      },
    );
    return command;
  });
  return {
    id: target.id,
    workingMode: body.workingMode,
    previousWorkingMode: target.workingMode,
    command: presentCommand(row),
  };
}
