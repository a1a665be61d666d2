import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { RecommendationKind } from '@sw/contracts/constants';
import { formatDate, formatNumber } from '@sw/domain';
import { useMemo, useState } from 'react';
import { AnalyticsFigure } from '../../../components/ui/analytics-figure';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPagination } from '../../../components/ui/list-pagination';
import { ReportProgress } from '../../../components/ui/report-progress';
import { useOrgRecommendations } from '../api/get-org-recommendations';
import { recommendationTotals } from '../utils/recommendation-figures';
import { RecommendationCard } from './recommendation-card';

const PAGE = 20;

const day = (d: string) => formatDate(`${d}T12:00:00`);

/** /recommendations (E-066, decided): every site's recommendations with their evidence, most severe first. */
export function RecommendationsView({
  orgId,
  date,
  siteIds,
  kinds,
}: {
  orgId: number | null;
  date: string;
  siteIds: readonly number[];
  kinds: readonly RecommendationKind[];
}) {
  const report = useOrgRecommendations(orgId === null ? null : { orgId, date, siteIds, kinds });
  const list = report.data?.recommendations ?? [];
  const totals = useMemo(() => recommendationTotals(list), [list]);
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(list.length / PAGE));
  const current = Math.min(page, pages);
  const loading = report.phase !== 'ready';
  if (report.phase === 'failed' || report.phase === 'timeout')
    return <ReportProgress report={report} what="recommendations report" />;
  const windows = [...new Set((report.data?.sites ?? []).map((s) => `${day(s.from)} – ${day(s.to)}`))];
  return (
    <Stack gap="md">
      <ReportProgress report={report} what="recommendations report" />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <AnalyticsFigure
          label="Recommendations"
          value={formatNumber(report.data ? totals.count : null, 0)}
          formula="Recommendations = rules met by each site’s last 7 local days"
          explanation="Refrigeration (running warm, long excursions, colder than needed, doors), humidity (outside 30–60 %RH) and energy (equipment not set back, closed-hours load, overrides, set points, HVAC outliers)."
          footer={report.data && `${totals.high} of high severity`}
          loading={loading}
          testId="figure-count"
        />
        <AnalyticsFigure
          label="Estimated Savings"
          value={formatNumber(report.data ? totals.kwhPerYear : null)}
          unit="kWh a year"
          formula="Estimated savings = Σ each recommendation’s avoidable kWh ÷ days measured × 365"
          explanation="Only where energy is at stake; a site’s closed-hours saving counts what its equipment recommendations leave, so the sum does not count a kWh twice."
          loading={loading}
          testId="figure-kwh"
        />
        <AnalyticsFigure
          label="CO2 Avoidable"
          value={formatNumber(report.data ? totals.co2KgPerYear : null)}
          unit="kg CO2e a year"
          formula="CO2 avoidable = Σ estimated kWh a year × site grid factor"
          loading={loading}
          testId="figure-co2"
        />
        <AnalyticsFigure
          label="Sites with Recommendations"
          value={report.data ? `${totals.sites} of ${report.data.sites.length}` : '-'}
          formula="Sites with at least one recommendation ÷ sites read"
          loading={loading}
          testId="figure-sites"
        />
      </SimpleGrid>
      {windows.length > 0 && (
        <Text size="sm" c="dimmed">
          Each site’s local days {windows.join(' or ')}.
        </Text>
      )}
      {!loading && list.length === 0 ? (
        <EmptyState
          title="Nothing to Report"
          subtitle="No recommendation for these sites and kinds this week."
        />
      ) : (
        <Stack gap="sm" aria-busy={loading}>
          {list.slice((current - 1) * PAGE, current * PAGE).map((r) => (
            <RecommendationCard key={r.id} r={r} />
          ))}
          <ListPagination page={current} pages={pages} onPage={setPage} />
        </Stack>
      )}
    </Stack>
  );
}
