import {
  EquipmentCreate,
  EquipmentUpdate,
  equipmentTempRangeProblems,
  type SetupEquipment,
} from '@sw/contracts/setup';
import { check, type FieldErrors } from './field-errors';

export interface EquipmentFormValues {
  typeId: string | null;
  spaceId: string | null;
  title: string;
  description: string;
  vendor: string;
  model: string;
  serialNumber: string;
  /** YYYY-MM-DD */
  manufactureDate: string | null;
  minTemp: number | '';
  maxTemp: number | '';
  ratedKw: number | '';
  activeControl: boolean;
  externalId: string;
}

export function equipmentFormValues(item: SetupEquipment | null): EquipmentFormValues {
  return {
    typeId: item ? String(item.typeId) : null,
    spaceId: item?.spaceId ? String(item.spaceId) : null,
    title: item?.title ?? '',
    description: item?.description ?? '',
    vendor: item?.vendor ?? '',
    model: item?.model ?? '',
    serialNumber: item?.serialNumber ?? '',
    manufactureDate: item?.manufactureDate ?? null,
    minTemp: item?.minTemp ?? '',
    maxTemp: item?.maxTemp ?? '',
    ratedKw: item?.ratedKw ?? '',
    activeControl: item?.activeControl ?? false,
    externalId: item?.externalId ?? '',
  };
}

const num = (v: number | '') => (v === '' ? null : v);

/** Every field of the form as the call takes it (empty text and numbers: null). */
export function equipmentBody(v: EquipmentFormValues) {
  return {
    typeId: v.typeId === null ? undefined : Number(v.typeId),
    spaceId: v.spaceId === null ? null : Number(v.spaceId),
    title: v.title,
    description: v.description || null,
    vendor: v.vendor || null,
    model: v.model || null,
    serialNumber: v.serialNumber || null,
    manufactureDate: v.manufactureDate || null,
    minTemp: num(v.minTemp),
    maxTemp: num(v.maxTemp),
    ratedKw: num(v.ratedKw),
    activeControl: v.activeControl,
    externalId: v.externalId || null,
  };
}

/**
 * The form checked with the call's schema (create when siteId is given, else update). The range is
 * checked here too: the update schema leaves it to the server (it may mix in a stored end), and the
 * create schema's range rule only runs once every other field is valid. The form always sends both
 * ends, so the same rule holds for both calls.
 */
export function checkEquipment(
  v: EquipmentFormValues,
  siteId: number | null,
): { body: ReturnType<typeof equipmentBody> & { siteId?: number }; errors: FieldErrors | null } {
  const body = siteId === null ? equipmentBody(v) : { siteId, ...equipmentBody(v) };
  const errors: FieldErrors = { ...check(siteId === null ? EquipmentUpdate : EquipmentCreate, body).errors };
  if (v.typeId === null) errors.typeId = 'Choose a type';
  for (const p of equipmentTempRangeProblems(body.minTemp, body.maxTemp)) errors[p.field] ??= p.message;
  return { body, errors: Object.keys(errors).length ? errors : null };
}
