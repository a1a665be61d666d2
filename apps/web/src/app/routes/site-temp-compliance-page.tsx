import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SiteComplianceSensor } from '@sw/contracts';
import { EXCURSION_EXPLANATION_LABELS, MAX_SITE_COMPLIANCE_DAYS } from '@sw/contracts/constants';
import { formatNumber, formatPercent, formatTemperature } from '@sw/domain';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ChartLoading } from '../../components/tiles/chart-loading';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { useEquipmentGroups } from '../../features/catalogue/api/get-equipment-groups';
import { useEquipmentTypes } from '../../features/catalogue/api/get-equipment-types';
import { EquipmentTypeFilter } from '../../features/equipment-type-filter/components/equipment-type-filter';
import type { ReviewNoteTarget } from '../../features/temperature-compliance/api/create-review-note';
import { useSiteCompliance } from '../../features/temperature-compliance/api/get-site-compliance';
import { useTemperatureUnit } from '../../features/temperature-compliance/api/use-temperature-unit';
import type { ExcursionTableRow } from '../../features/temperature-compliance/components/excursion-table';
import { Figure } from '../../features/temperature-compliance/components/figure';
import { PeriodPicker } from '../../features/temperature-compliance/components/period-picker';
import { ReviewNoteModal } from '../../features/temperature-compliance/components/review-note-modal';
import { SensorDetail } from '../../features/temperature-compliance/components/sensor-detail';
import { SensorTable } from '../../features/temperature-compliance/components/sensor-table';
import { excursionCounts } from '../../features/temperature-compliance/utils/excursions';
import {
  DEFROST_NOTE,
  EXPLANATION_NOTE,
  FORMULAS,
  HOURS_NOTE,
} from '../../features/temperature-compliance/utils/help-texts';
import { resolvePeriod, todayIn } from '../../features/temperature-compliance/utils/period';
import type { SiteComplianceSearch } from '../../features/temperature-compliance/utils/search';
import { NO_COMPLIANCE_DATA } from './org-temp-compliance-page';
import { SiteShell } from './sites-site-shell';

/** Least compliant first (sensors without a share last), then by title. */
const bySensorOrder = (a: SiteComplianceSensor, b: SiteComplianceSensor) =>
  (a.within_compliance ?? 101) - (b.within_compliance ?? 101) ||
  `${a.equipment_title} ${a.sensor_title}`.localeCompare(`${b.equipment_title} ${b.sensor_title}`);

/**
 * /sites/{siteId}/analytics/temperature-compliance (F-008, F-018 … F-020): the site's compliance per
 * sensor over a period in the site's zone; one sensor in detail with its hourly grid of levels and
 * its excursions, each explained, with review notes.
 */
export function SiteTempCompliancePage() {
  return (
    <SiteShell page="Temperature Compliance">
      {(site) => <SiteCompliance siteId={site.id} timeZone={site.timeZone} />}
    </SiteShell>
  );
}

function SiteCompliance({ siteId, timeZone }: { siteId: number; timeZone: string }) {
  const search = useSearch({ strict: false }) as SiteComplianceSearch;
  const navigate = useNavigate();
  const unit = useTemperatureUnit();
  // A site's days are its own: today and the period in the site's zone.
  const today = todayIn(new Date(), timeZone);
  const period = resolvePeriod(search, today, MAX_SITE_COMPLIANCE_DAYS);
  const types = search.equipmentTypeIds ?? [];
  const report = useSiteCompliance({ siteId, from: period.from, to: period.to, equipmentTypeIds: types });
  const groups = useEquipmentGroups();
  const catalogue = useEquipmentTypes();
  const [reviewing, setReviewing] = useState<{ target: ReviewNoteTarget; subject: string } | null>(null);
  const setSearch = (patch: Partial<SiteComplianceSearch>) =>
    void navigate({ to: '.', search: ((prev: object) => ({ ...prev, ...patch })) as never });

  const sensors = useMemo(
    () => Object.values(report.data?.by_sensor ?? {}).sort(bySensorOrder),
    [report.data],
  );
  const selected = sensors.find((s) => s.sensor_id === search.sensor) ?? sensors[0] ?? null;
  const counts = excursionCounts(sensors.flatMap((s) => s.excursions));
  const r = report.data;
  const review = (row: ExcursionTableRow) => {
    const s = report.data?.by_sensor[String(row.sensor_id)];
    setReviewing({
      target: { sensorId: row.sensor_id, start: row.start, end: row.end, peak: row.peak },
      subject: `${s ? `${s.equipment_title} · ${s.sensor_title}: ` : ''}${EXCURSION_EXPLANATION_LABELS[row.explanation]}, peak ${formatTemperature(row.peak, unit)}. ${row.detail}`,
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="h3">
            Temperature Compliance
          </Title>
          <Text size="sm" c="dimmed">
            Hourly averages of each temperature sensor against its equipment's range, in the site's time zone.
          </Text>
        </Stack>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <PeriodPicker
            period={period}
            today={today}
            maxDays={MAX_SITE_COMPLIANCE_DAYS}
            onChange={(p) => setSearch(p)}
          />
          <EquipmentTypeFilter
            groups={groups.data ?? []}
            types={catalogue.data ?? []}
            available={r?.availableEquipmentTypes.map((t) => t.id)}
            value={types}
            onApply={(ids) =>
              setSearch({ equipmentTypeIds: ids.length ? ids : undefined, sensor: undefined })
            }
          />
        </Group>
      </Group>

      {report.isPending ? (
        <ChartLoading height={240} />
      ) : report.isError ? (
        <ErrorState message={report.error.message} onRetry={() => void report.refetch()} />
      ) : !r || r.valid_points === 0 ? (
        <EmptyState title="No data" subtitle={NO_COMPLIANCE_DATA} />
      ) : (
        <Stack gap="md" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            <Figure
              label="Site compliance"
              value={r.within_compliance === null ? 'N/A' : formatPercent(r.within_compliance, 1)}
              sub={`${formatNumber(sensors.length, 0)} sensors`}
              formula={FORMULAS.compliance}
              testId="figure-compliance"
            >
              {HOURS_NOTE}
            </Figure>
            <Figure
              label="Out-of-range hours"
              value={formatNumber(r.valid_points - r.compliant_points - r.defrost_points, 0)}
              sub={`of ${formatNumber(r.valid_points, 0)} hours with readings`}
              formula={FORMULAS.outOfRange}
            />
            <Figure
              label="Defrost hours (excused)"
              value={formatNumber(r.defrost_points, 0)}
              formula={FORMULAS.defrost}
            >
              {DEFROST_NOTE}
            </Figure>
            <Figure
              label="Excursions to review"
              value={formatNumber(counts.open, 0)}
              sub={`${formatNumber(counts.total, 0)} excursions: ${formatNumber(counts.by.DEFROST, 0)} defrost, ${formatNumber(counts.by.DOOR_OPEN, 0)} door, ${formatNumber(counts.by.EQUIPMENT_FAULT, 0)} fault, ${formatNumber(counts.by.UNEXPLAINED, 0)} unexplained`}
              formula={FORMULAS.excursions}
              testId="figure-open"
            >
              {EXPLANATION_NOTE} Excursions to review are those not excused and without a review note.
            </Figure>
          </SimpleGrid>
          <SensorTable
            sensors={sensors}
            selected={selected?.sensor_id ?? null}
            unit={unit}
            onSelect={(id) => setSearch({ sensor: id })}
          />
          {selected && <SensorDetail sensor={selected} unit={unit} onReview={review} />}
        </Stack>
      )}
      <ReviewNoteModal
        target={reviewing?.target ?? null}
        subject={reviewing?.subject ?? ''}
        onClose={() => setReviewing(null)}
      />
    </Stack>
  );
}
