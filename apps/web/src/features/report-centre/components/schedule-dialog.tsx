import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { ReportFormat, ReportJobRequest, ScheduleFrequency } from '@sw/contracts';
import type { ReportTemplateInfo } from '@sw/contracts/report-centre';
import { useState } from 'react';
import { useOrganisationUsers, useScheduleActions } from '../api/schedules-api';
import { coversText, frequenciesFor, WEEKDAYS } from '../utils/schedule-text';

const FREQUENCY_LABEL: Record<ScheduleFrequency, string> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
};
const HOURS = Array.from({ length: 24 }, (_, h) => ({
  value: String(h),
  label: `${String(h).padStart(2, '0')}:00`,
}));

/**
 * Scheduling the report of the form (issue 13): how often, at which local hour, to whom, and
 * whether the file is attached or put in each recipient's My Downloads. The server checks the
 * report and that every recipient may see its sites.
 */
export function ScheduleDialog({
  opened,
  onClose,
  onSaved,
  info,
  format,
  body,
}: {
  opened: boolean;
  onClose: () => void;
  onSaved: (title: string) => void;
  info: ReportTemplateInfo;
  format: ReportFormat;
  /** The form's request; each run gets its own dates. */
  body: ReportJobRequest;
}) {
  const frequencies = frequenciesFor(info.period);
  const [title, setTitle] = useState(`${info.title}`);
  const [frequency, setFrequency] = useState<ScheduleFrequency>(
    frequencies.includes('WEEKLY') ? 'WEEKLY' : 'MONTHLY',
  );
  const [weekday, setWeekday] = useState('1');
  const [hour, setHour] = useState('6');
  const [recipients, setRecipients] = useState<string[]>([]);
  const [delivery, setDelivery] = useState<'ATTACHMENT' | 'LINK'>('ATTACHMENT');
  const users = useOrganisationUsers(opened);
  const { create } = useScheduleActions();
  const options = (users.data ?? [])
    .filter((u) => u.userStatus === 'ACTIVE')
    .map((u) => ({ value: String(u.id), label: `${u.firstName} ${u.lastName} · ${u.email}` }))
    .sort((a, b) => a.label.localeCompare(b.label));

  const save = () => {
    const { reportFromDate: _from, reportToDate: _to, reportId: _id, ...request } = body;
    create.mutate(
      {
        title,
        request,
        format,
        frequency,
        ...(frequency === 'WEEKLY' ? { weekday: Number(weekday) } : {}),
        hour: Number(hour),
        recipientIds: recipients.map(Number),
        delivery,
      },
      {
        onSuccess: () => {
          onSaved(title);
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Schedule this report" centered size="lg">
      <Stack gap="md">
        <TextInput
          label="Name"
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          maxLength={120}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="frequency-label">
            Every
          </Text>
          <SegmentedControl
            aria-labelledby="frequency-label"
            data={frequencies.map((f) => ({ value: f, label: FREQUENCY_LABEL[f] }))}
            value={frequency}
            onChange={(v) => setFrequency(v as ScheduleFrequency)}
          />
          <Text size="xs" c="dimmed">
            {coversText(frequency, info.period)}, in the site’s time zone.
          </Text>
        </Stack>
        <Group grow align="flex-start">
          {frequency === 'WEEKLY' && (
            <Select
              label="On"
              data={WEEKDAYS.map((d, i) => ({ value: String(i + 1), label: d }))}
              value={weekday}
              onChange={(v) => v && setWeekday(v)}
              allowDeselect={false}
            />
          )}
          <Select
            label="At"
            data={HOURS}
            value={hour}
            onChange={(v) => v && setHour(v)}
            allowDeselect={false}
          />
        </Group>
        <MultiSelect
          label="Send to"
          placeholder={users.isPending ? 'Loading users…' : 'Choose people'}
          data={options}
          searchable
          value={recipients}
          onChange={setRecipients}
          nothingFoundMessage="No user matches"
        />
        <Radio.Group
          label="Delivery"
          value={delivery}
          onChange={(v) => setDelivery(v as 'ATTACHMENT' | 'LINK')}
        >
          <Stack gap={6} mt={4}>
            <Radio value="ATTACHMENT" label="Attach the file to the email (up to 10 MB)" />
            <Radio value="LINK" label="Put the file in each person’s My Downloads and send a link" />
          </Stack>
        </Radio.Group>
        {create.isError && (
          <Alert color="red" variant="light" role="alert" title="The schedule was not saved">
            {create.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={create.isPending} disabled={!recipients.length || !title.trim()}>
            Save schedule
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
