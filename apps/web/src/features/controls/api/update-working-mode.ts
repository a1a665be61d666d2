import type { ControlKind, WorkingModeResult } from '@sw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** G-004: the path by kind of control. */
const PATH: Record<ControlKind, (id: number) => string> = {
  SCHEDULER: (id) => `/api/v1/schedulers/${id}/working-mode`,
  TEMPERATURE: (id) => `/api/v1/temperature/${id}/working-mode`,
  THERMOSTAT: (id) => `/api/v1/thermostat/controls/${id}/working-mode`,
};

export interface WorkingModeInput {
  kind: ControlKind;
  id: number;
  workingMode: string;
}

/** PATCH …/working-mode with {workingMode, propagateConfig: true} (G-004). */
export function updateWorkingMode(input: WorkingModeInput): Promise<WorkingModeResult> {
  return apiRequest<WorkingModeResult>(PATH[input.kind](input.id), {
    method: 'PATCH',
    body: { workingMode: input.workingMode, propagateConfig: true },
  });
}

/** The mutation; the controls and their audit are read again so the new command shows at once. */
export function useUpdateWorkingMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateWorkingMode,
    onSuccess: () => client.invalidateQueries({ queryKey: ['controls'] }),
  });
}
