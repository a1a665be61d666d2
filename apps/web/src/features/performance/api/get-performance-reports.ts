import type { EquipmentCompareData, ThermostatComplianceData } from '@sw/contracts';
import { SLOW_REPORT_POLL_MS } from '@sw/contracts/constants';
import { useMemo } from 'react';
import { useAsyncReport } from '../../../lib/async-report';

/**
 * I-114, I-122: the equipment group's performance rows over local days from … to, started with
 * equipment_compare_async and polled every 4 s by report key (F-075); the result path repeats the group.
 */
export function useEquipmentPerformance(request: { groupId: number; from: string; to: string } | null) {
  const key = request ? JSON.stringify(request) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is rebuilt from its key
  const asked = useMemo(
    () =>
      request && {
        name: 'equipment_compare_async' as const,
        startPath: `${request.groupId}/${request.from}/${request.to}`,
        resultId: request.groupId,
        pollMs: SLOW_REPORT_POLL_MS,
      },
    [key],
  );
  return useAsyncReport<EquipmentCompareData>(asked);
}

/** I-113, I-121: the organisation's thermostat compliance (HVAC performance rows), polled every 4 s (F-045). */
export function useHvacPerformance(request: { orgId: number; from: string; to: string } | null) {
  const key = request ? JSON.stringify(request) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is rebuilt from its key
  const asked = useMemo(
    () =>
      request && {
        name: 'org_thermostat_compliance' as const,
        startPath: `${request.orgId}/${request.from}/${request.to}`,
        resultId: request.orgId,
        pollMs: SLOW_REPORT_POLL_MS,
      },
    [key],
  );
  return useAsyncReport<ThermostatComplianceData>(asked);
}
