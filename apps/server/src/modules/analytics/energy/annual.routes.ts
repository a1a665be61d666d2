import {
  AnnualCo2Report,
  AnnualEnergyReport,
  AnnualEuiReport,
  AnnualReportParams,
  EUI_SITE_LIMIT,
  EUI_TARGET,
  OrgEnergyPdfReport,
  SiteIdQuery,
} from '@sw/contracts';
import { addMonths, dayAfterMonth, monthOf } from '@sw/domain';
import { z } from 'zod';
import { notFound } from '../../../lib/http-errors';
import type { AsyncReportRoute, Caller } from '../async/async-routes';
import type { ComputeContext } from '../async/reports.service';
import { reportSites, siteSelection } from '../data/sites.repository';
import { type WeatherInputs, weatherInputs, weatherNormalizations } from '../weather/normalization';
import { FIT_LOOKBACK_MONTHS } from '../weather/normalize';
import { type AnnualInput, annualCo2, annualEnergy, annualEui } from './annual';
import { siteMonths } from './site-energy.repository';

interface AnnualParams {
  year: number;
  repoMonth: string;
  siteIds: number[] | null;
  target: number;
  limit: number;
}

const TargetQuery = z.object({
  target: z.coerce.number().positive().max(100_000).optional(),
  /** E-024: the most sites the EUI list holds (the highest Estimated EUI first); 500 at most. */
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(EUI_SITE_LIMIT, `limit must be at most ${EUI_SITE_LIMIT}`)
    .optional(),
});

/** The report's months: January of the date's year up to the date's month (E-023). */
function annualParams(input: {
  params: { id: number; date: string };
  query: { site_id?: number[]; target?: number; limit?: number };
  caller: Caller;
}): AnnualParams {
  if (input.params.id !== input.caller.orgId) throw notFound('Organization');
  const repoMonth = monthOf(input.params.date);
  return {
    year: Number(repoMonth.slice(0, 4)),
    repoMonth,
    siteIds: input.query.site_id?.length ? [...new Set(input.query.site_id)].sort((a, b) => a - b) : null,
    target: input.query.target ?? EUI_TARGET,
    limit: input.query.limit ?? EUI_SITE_LIMIT,
  };
}

/**
 * The first month read: January of the year before (the estimate's prior-year months), or for the
 * EUI figures the 24 months up to the report month when that reaches further back (the weather
 * model's months, weather/normalize.ts).
 */
const firstMonth = (p: AnnualParams, weather: boolean) =>
  weather ? addMonths(p.repoMonth, -(FIT_LOOKBACK_MONTHS - 1)) : `${p.year - 1}-01`;

/** The readings the report depends on, from its first month to the report month. */
const period = (p: AnnualParams, weather: boolean) => ({
  from: new Date(Date.parse(`${firstMonth(p, weather)}-01T00:00:00Z`) - 14 * 3_600_000),
  to: new Date(Date.parse(`${dayAfterMonth(p.repoMonth)}T00:00:00Z`) + 14 * 3_600_000),
});

/** The annual input, and for a report with weather figures the weather reads started beside it. */
type AnnualRead = AnnualInput & { weather?: Promise<WeatherInputs> };

/** The sites and their months of the report year and the year before it (or the 24 months up to it). */
async function annualInput(ctx: ComputeContext, p: AnnualParams, weather: boolean): Promise<AnnualRead> {
  // The months need no answer of the site list: on PostgreSQL the two run on two pooled connections.
  const reading = siteMonths(ctx.database, {
    orgId: ctx.orgId,
    siteIds: siteSelection(ctx.scope, p.siteIds),
    from: `${firstMonth(p, weather)}-01`,
    to: dayAfterMonth(p.repoMonth),
  });
  // Settled here too, so that a failure is not left unhandled while the sites are read.
  reading.catch(() => {});
  const sites = await reportSites(ctx.database, { orgId: ctx.orgId, scope: ctx.scope, siteIds: p.siteIds });
  ctx.progress(0.2);
  // Independent of the energy months: on PostgreSQL they run on another pooled connection.
  const inputs = weather
    ? weatherInputs(ctx.database, {
        orgId: ctx.orgId,
        siteIds: sites.map((s) => s.id),
        repoMonth: p.repoMonth,
      })
    : undefined;
  inputs?.catch(() => {});
  const months = await reading;
  ctx.progress(weather ? 0.5 : 0.8);
  return { sites, months, year: p.year, repoMonth: p.repoMonth, now: new Date(), weather: inputs };
}

/** The EUI report's data with each site's weather figures (docs/analytics.md "Weather-normalised EUI"). */
async function euiWithWeather(ctx: ComputeContext, input: AnnualRead, target: number, limit: number) {
  const weather = await weatherNormalizations(ctx.database, {
    orgId: ctx.orgId,
    ...input,
    inputs: input.weather,
  });
  ctx.progress(0.9);
  return annualEui({ ...input, target, limit, weather });
}

const annual = <Q extends z.ZodType>(
  name: AsyncReportRoute<typeof AnnualReportParams, Q, AnnualParams>['name'],
  summary: string,
  query: Q,
  data: z.ZodType,
  compute: (input: AnnualRead, p: AnnualParams, ctx: ComputeContext) => unknown,
  /** Whether the report has the EUI's weather figures (it then reads 24 months of energy). */
  weather = false,
): AsyncReportRoute<typeof AnnualReportParams, Q, AnnualParams> => ({
  name,
  startPath: '/:id/:date',
  summary,
  feature: 'INSIGHTS',
  params: AnnualReportParams,
  query,
  data,
  job: (input) => {
    const params = annualParams(input as never);
    return {
      name,
      params,
      period: period(params, weather),
      compute: async (ctx, p) => compute(await annualInput(ctx, p, weather), p, ctx),
    };
  },
});

const SiteTargetQuery = SiteIdQuery.extend(TargetQuery.shape);

/** E-032 … E-034 and the energy PDF's data (I-107 … I-110, I-115 … I-118). */
export const annualReportRoutes = [
  annual(
    'org_energy_summary_report',
    'Annual energy per site and month (kWh), January to the month of {date}',
    SiteIdQuery,
    AnnualEnergyReport,
    (input) => annualEnergy(input),
  ),
  annual(
    'org_eui_report',
    `Annual EUI per site (kWh/m2): year to date and the estimated year; target (default ${EUI_TARGET}) marks sites above it, at most limit (default ${EUI_SITE_LIMIT}, the most) sites listed`,
    SiteTargetQuery,
    AnnualEuiReport,
    (input, p, ctx) => euiWithWeather(ctx, input, p.target, p.limit),
    true,
  ),
  annual(
    'org_co2_report',
    'Annual CO2 emissions per site and month (kg CO2e = kWh × the site grid factor)',
    SiteIdQuery,
    AnnualCo2Report,
    (input) => annualCo2(input),
  ),
  annual(
    'org_energy_pdf',
    'Data of the organisation energy performance report: annual energy, EUI and CO2 together',
    SiteTargetQuery,
    OrgEnergyPdfReport,
    (input, p, ctx) => energyPerformance(ctx, input, p),
    true,
  ),
];

async function energyPerformance(
  ctx: ComputeContext,
  input: AnnualRead,
  p: AnnualParams,
): Promise<OrgEnergyPdfReport> {
  return {
    repo_year: p.year,
    repo_month: p.repoMonth,
    target: p.target,
    energy: annualEnergy(input),
    eui: await euiWithWeather(ctx, input, p.target, p.limit),
    co2: annualCo2(input),
  };
}

/**
 * org_energy_pdf's data computed at once (the organisation energy performance report's template):
 * January of `date`'s year to its month, the caller's sites or `siteIds`.
 */
export async function orgEnergyPerformance(
  ctx: ComputeContext,
  q: { date: string; siteIds: number[] | null; target?: number },
): Promise<OrgEnergyPdfReport> {
  const repoMonth = monthOf(q.date);
  const p: AnnualParams = {
    year: Number(repoMonth.slice(0, 4)),
    repoMonth,
    siteIds: q.siteIds,
    target: q.target ?? EUI_TARGET,
    limit: EUI_SITE_LIMIT,
  };
  return energyPerformance(ctx, await annualInput(ctx, p, true), p);
}
