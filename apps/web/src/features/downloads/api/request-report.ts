import type { ReportCall, ReportJob, ReportJobRequest, ReportType } from '@sw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { trackReportGeneration } from '../../../lib/analytics/track';
import { apiRequest } from '../../../lib/api-client';
import { REPORT_JOBS_KEY } from './use-report-jobs';

const PATH: Record<ReportCall['call'], string> = {
  toReport: '/api/v2/jobs/toReport',
  toPdf: '/api/v2/jobs/toPdf',
  batch: '/api/v2/jobs/batch/toPdf',
  global: '/api/v2/jobs/global-report',
};

/** H-007 … H-013: a report job; answers the job (STARTED). */
export const requestReport = (how: ReportCall, body: ReportJobRequest) =>
  apiRequest<ReportJob>(PATH[how.call], {
    service: 'reportWorker',
    method: 'POST',
    query: 'reportType' in how ? { reportType: how.reportType } : undefined,
    body,
  });

/** The format a call makes, for the analytics event. */
const formatOf = (how: ReportCall) => ('reportType' in how ? how.reportType : 'PDF');

/**
 * Asks for a report: the job starts, the top bar begins following it (live), the 'report generation' event
 * is sent, and `started` is set for the dialog (H-022). `error` holds the server's refusal.
 */
export function useRequestReport() {
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const [started, setStarted] = useState<ReportJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const request = async (call: ReportCall | ReportType, body: ReportJobRequest) => {
    const how: ReportCall = typeof call === 'string' ? { call: 'toReport', reportType: call } : call;
    const reportType = formatOf(how);
    setPending(true);
    setError(null);
    try {
      const job = await requestReport(how, body);
      setStarted(job);
      trackReportGeneration({
        reportTemplate: body.reportTemplate,
        reportType,
        siteId: body.siteId ?? null,
        from: body.reportFromDate,
        to: body.reportToDate,
      });
      // Listed at once, so the top bar subscribes to its REPORTS_STATUS before the list is read again.
      client.setQueryData<ReportJob[]>(REPORT_JOBS_KEY, (list) =>
        list && !list.some((j) => j.jobId === job.jobId) ? [job, ...list] : list,
      );
      await client.invalidateQueries({ queryKey: REPORT_JOBS_KEY });
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The report could not be started');
    } finally {
      setPending(false);
    }
  };
  return {
    request,
    pending,
    started,
    error,
    close: () => setStarted(null),
    clearError: () => setError(null),
  };
}
