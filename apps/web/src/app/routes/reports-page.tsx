import { Box, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { ReportTemplate } from '@sw/contracts';
import { REPORT_TEMPLATE_INFO } from '@sw/contracts/report-centre';
import { dayInZone } from '@sw/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { useEquipmentGroups } from '../../features/catalogue/api/get-equipment-groups';
import { useRequestReport } from '../../features/downloads/api/request-report';
import { REPORT_JOBS_KEY } from '../../features/downloads/api/use-report-jobs';
import { ReportStartedDialog } from '../../features/downloads/components/report-started-dialog';
import { useSiteEquipment } from '../../features/equipment/api/get-equipment-list';
import { useReportTemplates } from '../../features/report-centre/api/get-report-templates';
import { ReportFormCard } from '../../features/report-centre/components/report-form';
import { SchedulesList } from '../../features/report-centre/components/schedules-list';
import { TemplateList } from '../../features/report-centre/components/template-list';
import { useSites } from '../../features/sites/api/get-sites';
import { currentOrganizationId } from '../../lib/current-organization';
import { useDisplayZone } from '../../lib/time-zone';
import type { reportsSearch } from './reports-search';

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

/**
 * The report centre (H-001 decided): every template the server makes, its parameters (site, sites,
 * equipment group or equipment items, period, interval), its format, and 'Generate report' — the job
 * goes into My Downloads like any other report.
 */
export function ReportsPage() {
  useDocumentTitle(`Reports · ${PRODUCT_NAME}`);
  const search = useSearch({ strict: false }) as ReturnType<typeof reportsSearch>;
  const navigate = useNavigate();
  const zone = useDisplayZone().page;
  const today = dayInZone(new Date(), zone);
  const orgId = currentOrganizationId();
  const templates = useReportTemplates();
  const sites = useSites();
  const groups = useEquipmentGroups();
  const [equipmentSite, setEquipmentSite] = useState<number | null>(null);
  const equipment = useSiteEquipment(equipmentSite);
  const reports = useRequestReport();
  const client = useQueryClient();

  const siteOptions = useMemo(
    () => (sites.data ?? []).map((s) => ({ value: String(s.id), label: s.title })).sort(byLabel),
    [sites.data],
  );
  const groupOptions = useMemo(
    () => (groups.data ?? []).map((g) => ({ value: String(g.id), label: g.title })).sort(byLabel),
    [groups.data],
  );
  const equipmentOptions = useMemo(
    () => (equipment.data ?? []).map((e) => ({ value: String(e.id), label: e.title })).sort(byLabel),
    [equipment.data],
  );
  const list = (templates.data ?? []).filter((t) => Object.hasOwn(REPORT_TEMPLATE_INFO, t.reportTemplate));
  const chosen = list.find((t) => t.reportTemplate === search.template) ?? list[0];

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          Reports
        </Title>
        <Text size="sm" c="dimmed">
          Choose a report and its period; it is made in the background and lands in My Downloads.
        </Text>
      </Stack>
      {templates.isPending ? (
        <Stack align="center" py="xl" gap="xs">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            Loading the reports…
          </Text>
        </Stack>
      ) : templates.isError ? (
        <ErrorState message={templates.error.message} onRetry={() => void templates.refetch()} />
      ) : !chosen ? (
        <EmptyState title="No reports" subtitle="This server makes no report templates." />
      ) : (
        // Two columns from 62em; a phone stacks the template picker above the form.
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Box w={{ base: '100%', md: 280 }}>
            <TemplateList
              templates={list}
              selected={chosen.reportTemplate as ReportTemplate}
              onSelect={(template) => {
                reports.clearError();
                void navigate({ to: '/reports', search: { template }, replace: true });
              }}
            />
          </Box>
          <Box style={{ flex: '1 1 480px', minWidth: 0 }}>
            <ReportFormCard
              key={chosen.reportTemplate}
              available={chosen as typeof chosen & { reportTemplate: ReportTemplate }}
              sites={siteOptions}
              groups={groupOptions}
              equipment={equipmentOptions}
              equipmentLoading={equipmentSite !== null && equipment.isPending}
              onEquipmentSite={setEquipmentSite}
              orgId={orgId}
              today={today}
              pending={reports.pending}
              error={reports.error}
              onSubmit={(call, body) => void reports.request(call, body)}
              onScheduled={(title) =>
                notifications.show({
                  color: 'teal',
                  title: 'Schedule saved',
                  message: `‘${title}’ is scheduled.`,
                })
              }
            />
          </Box>
        </Group>
      )}
      {chosen && <SchedulesList onRan={() => void client.invalidateQueries({ queryKey: REPORT_JOBS_KEY })} />}
      <ReportStartedDialog opened={reports.started !== null} onClose={reports.close} />
    </Stack>
  );
}
