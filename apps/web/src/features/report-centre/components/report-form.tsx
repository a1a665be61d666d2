import '@mantine/dates/styles.css';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { MonthPickerInput, YearPickerInput } from '@mantine/dates';
import type {
  ReportCall,
  ReportFormat,
  ReportJobRequest,
  ReportTemplate,
  ReportTemplateAvailability,
} from '@sw/contracts';
import { REPORT_TEMPLATE_INFO } from '@sw/contracts/report-centre';
import { useState } from 'react';
import { PeriodRangeInput } from '../../../components/ui/period-range-input';
import { buildReportRequest, type ReportForm } from '../utils/report-request';
import { ScheduleDialog } from './schedule-dialog';
import { orderedFormats } from './template-list';

export interface Option {
  value: string;
  label: string;
}

const FORMAT_LABEL: Record<ReportFormat, string> = { PDF: 'PDF', CSV: 'CSV', EXCEL: 'Excel' };
const AGGREGATIONS = [
  { value: '15m', label: '15 minutes' },
  { value: '1h', label: 'Hourly' },
  { value: '1d', label: 'Daily' },
];

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A form's starting values: the last 7 whole days, last month, this year (the previous one in January). */
export function initialForm(template: ReportTemplate, format: ReportFormat, today: string): ReportForm {
  const yesterday = addDays(today, -1);
  const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const year = Number(today.slice(0, 4)) - (today.slice(5, 7) === '01' ? 1 : 0);
  return {
    template,
    format,
    siteId: null,
    siteIds: [],
    equipmentGroupId: null,
    equipmentIds: [],
    from: addDays(yesterday, -6),
    to: yesterday,
    month: lastMonth,
    year,
    aggregation: '1h',
    logo: true,
  };
}

const ids = (values: string[]) => values.map(Number);

/** One template's parameters, format and the 'Generate report' button (H-001 decided). */
export function ReportFormCard({
  available,
  sites,
  groups,
  equipment,
  equipmentLoading,
  onEquipmentSite,
  orgId,
  today,
  pending,
  error,
  onSubmit,
  onScheduled,
}: {
  available: ReportTemplateAvailability & { reportTemplate: ReportTemplate };
  sites: Option[];
  groups: Option[];
  /** The equipment of the site chosen for an equipment report. */
  equipment: Option[];
  equipmentLoading: boolean;
  onEquipmentSite: (siteId: number | null) => void;
  orgId: number | null;
  today: string;
  pending: boolean;
  /** The server's refusal of the last request. */
  error: string | null;
  onSubmit: (call: ReportCall, body: ReportJobRequest) => void;
  /** A schedule of this report was saved. */
  onScheduled: (title: string) => void;
}) {
  const template = available.reportTemplate;
  const info = REPORT_TEMPLATE_INFO[template];
  const [form, setForm] = useState<ReportForm>(() =>
    initialForm(template, orderedFormats(available.formats)[0] ?? 'PDF', today),
  );
  const [equipmentSite, setEquipmentSite] = useState<number | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const set = (patch: Partial<ReportForm>) => setForm((f) => ({ ...f, ...patch }));
  const built = buildReportRequest(form, info, available, orgId, today);

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="report-form-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3" id="report-form-title">
            {info.title}
          </Title>
          <Text size="sm" c="dimmed">
            {info.description}
          </Text>
        </Stack>

        {info.subject === 'site' && (
          <Select
            label="Site"
            placeholder="Choose a site"
            data={sites}
            searchable
            value={form.siteId === null ? null : String(form.siteId)}
            onChange={(v) => set({ siteId: v === null ? null : Number(v) })}
            nothingFoundMessage="No site matches"
          />
        )}
        {info.subject === 'equipmentGroup' && (
          <Select
            label="Equipment group"
            placeholder="Choose a group"
            data={groups}
            searchable
            value={form.equipmentGroupId === null ? null : String(form.equipmentGroupId)}
            onChange={(v) => set({ equipmentGroupId: v === null ? null : Number(v) })}
          />
        )}
        {(info.subject === 'sites' || info.subject === 'equipmentGroup') && (
          <MultiSelect
            label="Sites"
            placeholder={form.siteIds.length ? undefined : 'Every site'}
            description="Leave empty for every site you can see"
            data={sites}
            searchable
            clearable
            value={form.siteIds.map(String)}
            onChange={(v) => set({ siteIds: ids(v) })}
            nothingFoundMessage="No site matches"
          />
        )}
        {info.subject === 'equipment' && (
          <>
            <Select
              label="Site"
              placeholder="Choose a site"
              data={sites}
              searchable
              value={equipmentSite === null ? null : String(equipmentSite)}
              onChange={(v) => {
                const site = v === null ? null : Number(v);
                setEquipmentSite(site);
                onEquipmentSite(site);
                set({ equipmentIds: [] });
              }}
            />
            <MultiSelect
              label="Equipment"
              placeholder={equipmentSite === null ? 'Choose a site first' : 'Choose equipment'}
              disabled={equipmentSite === null || equipmentLoading}
              data={equipment}
              searchable
              clearable
              value={form.equipmentIds.map(String)}
              onChange={(v) => set({ equipmentIds: ids(v) })}
              nothingFoundMessage={equipmentLoading ? 'Loading…' : 'No equipment matches'}
            />
          </>
        )}

        {info.period === 'days' && (
          <PeriodRangeInput
            label={info.maxDays ? `Period (at most ${info.maxDays} days)` : 'Period'}
            fromDay={form.from}
            toDay={form.to}
            maxDay={today}
            onChange={(d) => set(d)}
          />
        )}
        {info.period === 'month' && (
          <MonthPickerInput
            label="Month"
            value={`${form.month}-01`}
            maxDate={today}
            valueFormat="MMMM YYYY"
            onChange={(v) => v && set({ month: String(v).slice(0, 7) })}
          />
        )}
        {info.period === 'year' && (
          <YearPickerInput
            label="Year (January to this month)"
            value={`${form.year}-01-01`}
            maxDate={today}
            onChange={(v) => v && set({ year: Number(String(v).slice(0, 4)) })}
          />
        )}

        {info.aggregation && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="aggregation-label">
              Interval
            </Text>
            <SegmentedControl
              aria-labelledby="aggregation-label"
              data={AGGREGATIONS}
              value={form.aggregation}
              onChange={(v) => set({ aggregation: v as ReportForm['aggregation'] })}
            />
          </Stack>
        )}

        <Stack gap={4}>
          <Text size="sm" fw={500} id="format-label">
            Format
          </Text>
          <SegmentedControl
            aria-labelledby="format-label"
            data={orderedFormats(available.formats).map((f) => ({ value: f, label: FORMAT_LABEL[f] }))}
            value={form.format}
            onChange={(v) => set({ format: v as ReportFormat })}
          />
        </Stack>
        {form.format === 'PDF' && (
          <Checkbox
            label="Put the organisation's logo on the cover"
            checked={form.logo}
            onChange={(e) => set({ logo: e.currentTarget.checked })}
          />
        )}

        {error && (
          <Alert color="red" variant="light" role="alert" title="The report was not started">
            {error}
          </Alert>
        )}
        <Group justify="space-between" align="center" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {'missing' in built ? built.missing : 'The file will be in My Downloads.'}
          </Text>
          <Group gap="xs">
            <Button variant="default" disabled={'missing' in built} onClick={() => setScheduling(true)}>
              Schedule…
            </Button>
            <Button
              loading={pending}
              disabled={'missing' in built}
              onClick={() => 'call' in built && onSubmit(built.call, built.body)}
            >
              Generate report
            </Button>
          </Group>
        </Group>
        {'body' in built && (
          <ScheduleDialog
            opened={scheduling}
            onClose={() => setScheduling(false)}
            onSaved={onScheduled}
            info={info}
            format={form.format}
            body={built.body}
          />
        )}
      </Stack>
    </Card>
  );
}
