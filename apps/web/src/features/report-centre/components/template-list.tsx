import { Badge, Group, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReportTemplate, ReportTemplateAvailability } from '@sw/contracts';
import { REPORT_TEMPLATE_INFO } from '@sw/contracts/report-centre';

const FORMAT_LABEL = { PDF: 'PDF', CSV: 'CSV', EXCEL: 'Excel' } as const;
const ORDER = ['PDF', 'EXCEL', 'CSV'] as const;

/** Formats in one order everywhere: PDF, Excel, CSV. */
export const orderedFormats = <F extends (typeof ORDER)[number]>(formats: readonly F[]): F[] =>
  ORDER.filter((f): f is F => formats.includes(f as F));

/** The templates the server makes, the report centre's own first (H-002), each with its formats. */
export function TemplateList({
  templates,
  selected,
  onSelect,
}: {
  templates: ReportTemplateAvailability[];
  selected: ReportTemplate | undefined;
  onSelect: (template: ReportTemplate) => void;
}) {
  const known = templates.filter((t): t is ReportTemplateAvailability & { reportTemplate: ReportTemplate } =>
    Object.hasOwn(REPORT_TEMPLATE_INFO, t.reportTemplate),
  );
  const groups = [
    { title: 'Report centre', items: known.filter((t) => REPORT_TEMPLATE_INFO[t.reportTemplate].centre) },
    { title: 'Page reports', items: known.filter((t) => !REPORT_TEMPLATE_INFO[t.reportTemplate].centre) },
  ].filter((g) => g.items.length);
  // A phone gets a picker: the whole list would push the form below the fold.
  const narrow = useMediaQuery('(max-width: 62em)', false, { getInitialValueInEffect: false }) ?? false;
  if (narrow)
    return (
      <Select
        label="Report"
        data={groups.map((g) => ({
          group: g.title,
          items: g.items.map((t) => ({
            value: t.reportTemplate,
            label: REPORT_TEMPLATE_INFO[t.reportTemplate].title,
          })),
        }))}
        value={selected ?? null}
        onChange={(v) => v && onSelect(v as ReportTemplate)}
        allowDeselect={false}
        data-testid="template-picker"
      />
    );
  return (
    <Stack gap="md" component="nav" aria-label="Report templates">
      {groups.map((g) => (
        <Stack key={g.title} gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} px="sm" style={{ letterSpacing: '0.06em' }}>
            {g.title}
          </Text>
          {g.items.map((t) => {
            const info = REPORT_TEMPLATE_INFO[t.reportTemplate];
            return (
              <UnstyledButton
                key={t.reportTemplate}
                type="button"
                aria-current={selected === t.reportTemplate ? 'true' : undefined}
                onClick={() => onSelect(t.reportTemplate)}
                data-testid={`template-${t.reportTemplate}`}
                px="sm"
                py={6}
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  background:
                    selected === t.reportTemplate ? 'var(--mantine-primary-color-light)' : undefined,
                }}
              >
                <Text size="sm" fw={selected === t.reportTemplate ? 600 : 400}>
                  {info.title}
                </Text>
                <Group gap={4} mt={2}>
                  {orderedFormats(t.formats).map((f) => (
                    <Badge key={f} size="xs" variant="light" color="gray">
                      {FORMAT_LABEL[f]}
                    </Badge>
                  ))}
                </Group>
              </UnstyledButton>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
