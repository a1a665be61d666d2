import type { ReportTemplateAvailability } from '@sw/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v2/jobs/templates: the templates the server makes, their formats and calls. */
export const useReportTemplates = () =>
  useQuery({
    queryKey: ['report-templates'],
    queryFn: ({ signal }) =>
      apiRequest<ReportTemplateAvailability[]>('/api/v2/jobs/templates', { service: 'reportWorker', signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
