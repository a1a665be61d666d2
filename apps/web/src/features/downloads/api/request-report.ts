import type { ReportJob, ReportJobRequest, ReportType } from '@sw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { trackReportGeneration } from '../../../lib/analytics/track';
import { apiRequest } from '../../../lib/api-client';
import { REPORT_JOBS_KEY } from './use-report-jobs';

/** H-009: a CSV or Excel report job; answers the job (STARTED). */
export const requestReport = (reportType: ReportType, body: ReportJobRequest) =>
  apiRequest<ReportJob>('/api/v2/jobs/toReport', {
    service: 'reportWorker',
    method: 'POST',
    query: { reportType },
    body,
  });

/**
 * Asks for a report: the job starts, the top bar begins following it, the 'report generation' event
 * is sent, and `started` is set for the dialog (H-022). `error` holds the server's refusal.
 */
export function useRequestReport() {
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const [started, setStarted] = useState<ReportJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const request = async (reportType: ReportType, body: ReportJobRequest) => {
    setPending(true);
    setError(null);
    try {
      const job = await requestReport(reportType, body);
      setStarted(job);
      trackReportGeneration({
        reportTemplate: body.reportTemplate,
        reportType,
        siteId: body.siteId ?? null,
        from: body.reportFromDate,
        to: body.reportToDate,
      });
      await client.invalidateQueries({ queryKey: REPORT_JOBS_KEY });
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The report could not be started');
    } finally {
      setPending(false);
    }
  };
  return { request, pending, started, error, close: () => setStarted(null) };
}
