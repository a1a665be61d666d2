import {
  AsyncReportKeyParams,
  type AsyncReportName,
  AsyncReportStart,
  asyncReportResult,
  ErrorResponse,
  type GatedFeature,
} from '@sw/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { notFound } from '../../../lib/http-errors';
import type { AsyncReportJob, AsyncReports } from './reports.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** The caller as an asynchronous report sees them. */
export interface Caller {
  orgId: number;
  siteScope: 'ALL' | number[];
}

/** One asynchronous report's two routes: the start (/async_report/...) and the result (/report/...). */
export interface AsyncReportRoute<TParams extends z.ZodType, TQuery extends z.ZodType, P> {
  name: AsyncReportName;
  /** The start path below /async_report/{name}, e.g. '/:id/:date'; `id` is what the result path repeats. */
  startPath: string;
  summary: string;
  feature?: GatedFeature;
  params: TParams;
  query: TQuery;
  /** The result's data (OpenAPI and the contract; the stored JSON is sent as it is). */
  data: z.ZodType;
  /** The job of a start request; throws 404 for another organisation's id, 400 for a bad request. */
  job(input: { params: z.infer<TParams>; query: z.infer<TQuery>; caller: Caller }): AsyncReportJob<P>;
  /** Whether the result path's id names this stored computation (default: the caller's organisation). */
  resultIdMatches?(id: number, stored: Record<string, unknown>, caller: Caller): boolean;
}

const sameScope = (a: unknown, b: Caller['siteScope']) => JSON.stringify(a) === JSON.stringify(b);

/** Registers the start and result routes of each report (mounted under ANALYTICS_ROOT). */
export function asyncReportRoutes(
  reports: AsyncReports,
  defs: AsyncReportRoute<z.ZodType, z.ZodType, unknown>[],
): FastifyPluginAsyncZod {
  return async (app) => {
    for (const def of defs) {
      app.get(
        `/async_report/${def.name}${def.startPath}`,
        {
          config: def.feature ? { feature: def.feature } : {},
          schema: {
            tags: ['analytics: asynchronous reports'],
            summary: `${def.summary} — start: answers the report key at once`,
            params: def.params,
            querystring: def.query,
            response: { 200: AsyncReportStart, ...errors },
          },
        },
        async (req) => {
          const caller = { orgId: req.auth.orgId, siteScope: req.auth.siteScope };
          const job = def.job({ params: req.params, query: req.query, caller });
          return reports.start(job, { orgId: caller.orgId, scope: caller.siteScope });
        },
      );
      app.get(
        `/report/${def.name}/:id/:key`,
        {
          config: def.feature ? { feature: def.feature } : {},
          schema: {
            tags: ['analytics: asynchronous reports'],
            summary: `${def.summary} — result: report_version 0 until ready, then 1 with data`,
            params: AsyncReportKeyParams,
            response: { 200: asyncReportResult(def.data), ...errors },
          },
        },
        async (req: FastifyRequest<{ Params: z.infer<typeof AsyncReportKeyParams> }>, reply) => {
          const caller = { orgId: req.auth.orgId, siteScope: req.auth.siteScope };
          const row = await reports.read({
            orgId: caller.orgId,
            reportName: def.name,
            reportKey: req.params.key,
          });
          const idMatches = def.resultIdMatches
            ? (stored: Record<string, unknown>) => def.resultIdMatches!(req.params.id, stored, caller)
            : () => req.params.id === caller.orgId;
          // Another organisation's key, another scope's, or a key for another id: not found.
          if (!row || !idMatches(row.params) || !sameScope(row.params.scope, caller.siteScope))
            throw notFound('Report');
          const ready = row.status === 'READY';
          // The stored JSON goes out as it is: no parse and re-serialise of a large report.
          const head = JSON.stringify({
            report_key: row.reportKey,
            report_version: ready ? 1 : 0,
            status: row.status,
            progress: ready ? 1 : row.progress,
            report_date: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
            error: row.status === 'FAILED' ? (row.error ?? 'The report could not be computed') : null,
          });
          const body = `${head.slice(0, -1)},"data":${ready && row.dataJson ? row.dataJson : 'null'}}`;
          return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
        },
      );
    }
  };
}
