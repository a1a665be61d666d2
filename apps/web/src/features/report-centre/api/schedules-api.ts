import type {
  ReportJob,
  ReportSchedule,
  ReportScheduleInput,
  ReportSchedulePatch,
  UserSummary,
} from '@sw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const SCHEDULES_KEY = ['report-schedules'] as const;

/** GET /api/v2/report-schedules: the caller's scheduled reports. */
export const useReportSchedules = () =>
  useQuery({
    queryKey: SCHEDULES_KEY,
    queryFn: ({ signal }) =>
      apiRequest<ReportSchedule[]>('/api/v2/report-schedules', { service: 'reportWorker', signal }),
  });

/** The organisation's users: who a schedule can be sent to. */
export const useOrganisationUsers = (enabled: boolean) =>
  useQuery({
    queryKey: ['users', 'all'],
    queryFn: ({ signal }) => apiRequest<UserSummary[]>('/api/v1/users', { signal }),
    enabled,
    staleTime: 60_000,
  });

const call = <T>(path: string, method: 'POST' | 'PATCH' | 'DELETE', body?: unknown) =>
  apiRequest<T>(path, { service: 'reportWorker', method, body });

/** Create, change (pause, resume), delete and run schedules; the list is read again after each. */
export function useScheduleActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: SCHEDULES_KEY });
  return {
    create: useMutation({
      mutationFn: (input: ReportScheduleInput) =>
        call<ReportSchedule>('/api/v2/report-schedules', 'POST', input),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, patch }: { id: string; patch: ReportSchedulePatch }) =>
        call<ReportSchedule>(`/api/v2/report-schedules/${id}`, 'PATCH', patch),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => call<null>(`/api/v2/report-schedules/${id}`, 'DELETE'),
      onSuccess: refresh,
    }),
    runNow: useMutation({
      mutationFn: (id: string) => call<ReportJob>(`/api/v2/report-schedules/${id}/run`, 'POST'),
      onSuccess: refresh,
    }),
  };
}
