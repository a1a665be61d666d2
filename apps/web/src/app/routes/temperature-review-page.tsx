import { Group, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  EXCURSION_EXPLANATION_LABELS,
  EXCURSION_EXPLANATIONS,
  type ExcursionExplanation,
  MAX_SITE_COMPLIANCE_DAYS,
} from '@sw/contracts/constants';
import { formatNumber, formatTemperature } from '@sw/domain';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ChartLoading } from '../../components/tiles/chart-loading';
import { PRODUCT_NAME } from '../../components/ui/brand';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { useSites } from '../../features/sites/api/get-sites';
import type { ReviewNoteTarget } from '../../features/temperature-compliance/api/create-review-note';
import { useExcursions } from '../../features/temperature-compliance/api/get-excursions';
import { useTemperatureUnit } from '../../features/temperature-compliance/api/use-temperature-unit';
import {
  ExcursionTable,
  type ExcursionTableRow,
} from '../../features/temperature-compliance/components/excursion-table';
import { Figure } from '../../features/temperature-compliance/components/figure';
import { PeriodPicker } from '../../features/temperature-compliance/components/period-picker';
import { ReviewNoteModal } from '../../features/temperature-compliance/components/review-note-modal';
import { SiteSelect } from '../../features/temperature-compliance/components/site-select';
import { excursionCounts, filterExcursions } from '../../features/temperature-compliance/utils/excursions';
import { EXPLANATION_NOTE, FORMULAS } from '../../features/temperature-compliance/utils/help-texts';
import { resolvePeriod, todayIn } from '../../features/temperature-compliance/utils/period';
import type {
  ReviewStatus,
  TemperatureReviewSearch,
} from '../../features/temperature-compliance/utils/search';
import { currentOrganizationId } from '../../lib/current-organization';
import { PageZoneProvider, useDisplayZone } from '../../lib/time-zone';

const STATUS_LABELS: Record<ReviewStatus, string> = { open: 'To review', reviewed: 'Reviewed', all: 'All' };

/**
 * /temperature-review and /tasks/temperature-review (F-017, F-020 decided): the temperature excursions
 * of every site, or of the site named by siteId, waiting for a review note (defrosts are excused),
 * with a way to record one. Gated with the temperature review tile (TEMPERATURE_REVIEW_TILE).
 */
export function TemperatureReviewPage() {
  useDocumentTitle(`Temperature Review · ${PRODUCT_NAME}`);
  const search = useSearch({ strict: false }) as TemperatureReviewSearch;
  const navigate = useNavigate();
  const orgId = currentOrganizationId();
  const unit = useTemperatureUnit();
  const sites = useSites();
  const siteZone = (search.siteId && sites.data?.find((s) => s.id === search.siteId)?.timeZone) || null;
  // One site: its clock (the page zone rule); every site: the user's, each row's site clock under it.
  const { page: zone } = useDisplayZone(siteZone);
  const today = todayIn(new Date(), zone);
  const period = resolvePeriod(search, today, MAX_SITE_COMPLIANCE_DAYS);
  const status = search.status ?? 'open';
  const report = useExcursions(
    orgId === null
      ? null
      : { orgId, from: period.from, to: period.to, siteIds: search.siteId ? [search.siteId] : [] },
  );
  const all = report.data?.excursions ?? [];
  const counts = excursionCounts(all);
  const rows: ExcursionTableRow[] = useMemo(
    () =>
      filterExcursions(report.data?.excursions ?? [], status, search.explanation).map((e) => ({
        ...e,
        site: { id: e.site_id, title: e.site_title, timeZone: e.time_zone },
        equipment: { title: e.equipment_title, sensor: e.sensor_title },
      })),
    [report.data, status, search.explanation],
  );
  const [reviewing, setReviewing] = useState<{ target: ReviewNoteTarget; subject: string } | null>(null);
  const setSearch = (patch: Partial<TemperatureReviewSearch>) =>
    void navigate({ to: '.', search: ((prev: object) => ({ ...prev, ...patch })) as never });

  return (
    <PageZoneProvider zone={siteZone}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            Temperature Review
          </Title>
          <Text size="sm" c="dimmed">
            Every time a temperature left its range, why, and whether someone has reviewed it.
          </Text>
        </Stack>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SiteSelect
            sites={report.data?.sites ?? []}
            value={search.siteId}
            onChange={(siteId) => setSearch({ siteId })}
          />
          <PeriodPicker
            period={period}
            today={today}
            maxDays={MAX_SITE_COMPLIANCE_DAYS}
            onChange={(r) => setSearch(r)}
          />
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="review-status-label">
              Status
            </Text>
            <SegmentedControl
              size="xs"
              aria-labelledby="review-status-label"
              value={status}
              onChange={(v) => setSearch({ status: v === 'open' ? undefined : (v as ReviewStatus) })}
              data={(Object.keys(STATUS_LABELS) as ReviewStatus[]).map((s) => ({
                value: s,
                label: STATUS_LABELS[s],
              }))}
            />
          </Stack>
          <Select
            label="Explanation"
            data={[
              { value: '', label: 'Every explanation' },
              ...EXCURSION_EXPLANATIONS.map((x) => ({ value: x, label: EXCURSION_EXPLANATION_LABELS[x] })),
            ]}
            value={search.explanation ?? ''}
            onChange={(v) => setSearch({ explanation: (v || undefined) as ExcursionExplanation | undefined })}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
        {report.isPending ? (
          <ChartLoading height={240} />
        ) : report.isError ? (
          <ErrorState message={report.error.message} onRetry={() => void report.refetch()} />
        ) : all.length === 0 ? (
          <EmptyState
            title="No excursions"
            subtitle="There is no data available in the time period selected"
          />
        ) : (
          <Stack gap="md" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
              <Figure
                label="To review"
                value={formatNumber(counts.open, 0)}
                sub="not excused, without a review note"
                formula="To review = excursions − defrost excursions − excursions with a review note"
                testId="figure-open"
              >
                {EXPLANATION_NOTE}
              </Figure>
              <Figure
                label="Reviewed"
                value={formatNumber(counts.reviewed, 0)}
                formula="Reviewed = excursions with at least one review note"
              >
                A review note is a comment on the sensor covering the excursion's start to end.
              </Figure>
              <Figure
                label="Excursions"
                value={formatNumber(counts.total, 0)}
                sub={`${formatNumber(counts.by.DEFROST, 0)} defrost (excused)`}
                formula={FORMULAS.excursions}
              >
                {EXPLANATION_NOTE}
              </Figure>
              <Figure
                label="Equipment faults"
                value={formatNumber(counts.by.EQUIPMENT_FAULT, 0)}
                sub={`${formatNumber(counts.by.DOOR_OPEN, 0)} door open, ${formatNumber(counts.by.UNEXPLAINED, 0)} unexplained`}
                formula="Equipment fault = an incident on the equipment overlaps it, or it lasts 2 hours or more"
              >
                {EXPLANATION_NOTE}
              </Figure>
            </SimpleGrid>
            {rows.length === 0 ? (
              <EmptyState
                title={status === 'open' ? 'Nothing to review' : undefined}
                subtitle={
                  status === 'open'
                    ? 'Every excursion in the period is excused or reviewed.'
                    : 'No matching entries found'
                }
              />
            ) : (
              <ExcursionTable
                rows={rows}
                unit={unit}
                label="Temperature excursions"
                onReview={(r) =>
                  setReviewing({
                    target: { sensorId: r.sensor_id, start: r.start, end: r.end, peak: r.peak },
                    subject: `${r.site?.title ?? ''}, ${r.equipment?.title ?? ''} · ${r.equipment?.sensor ?? ''}: ${EXCURSION_EXPLANATION_LABELS[r.explanation]}, peak ${formatTemperature(r.peak, unit)}. ${r.detail}`,
                  })
                }
              />
            )}
          </Stack>
        )}
        <ReviewNoteModal
          target={reviewing?.target ?? null}
          subject={reviewing?.subject ?? ''}
          onClose={() => setReviewing(null)}
        />
      </Stack>
    </PageZoneProvider>
  );
}
