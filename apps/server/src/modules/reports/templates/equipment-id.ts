import type { ReportJobRequest } from '@sw/contracts';
import { badRequest } from '../../../lib/http-errors';
import type { ReportTemplateDef } from './template';

/**
 * H-007/H-016: `equipmentId` asks for one equipment item. The templates that narrow to equipment
 * (equipmentList) read it as a one-item list, so it is checked as theirs are (another
 * organisation's item: 404); any other template refuses it rather than make a report of everything.
 */
export function withEquipmentId(def: ReportTemplateDef, request: ReportJobRequest): ReportJobRequest {
  if (request.equipmentId === undefined) return request;
  if (!def.equipmentList)
    throw badRequest(`The ${def.template} report is not made per equipment item: leave equipmentId out`);
  if (request.equipmentList) throw badRequest('Send equipmentId or equipmentList, not both');
  const { equipmentId, ...rest } = request;
  return { ...rest, equipmentList: [equipmentId] };
}
