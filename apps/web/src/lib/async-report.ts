import type { AsyncReportResult, AsyncReportStart } from '@sw/contracts';
import { type AsyncReportName, REPORT_POLL_MS, REPORT_POLL_TIMEOUT_MS } from '@sw/contracts/constants';
import { type QueryObserverOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest, type RequestOptions } from './api-client';

/** An asynchronous analytics report to start and poll (spec 3 §4; E-026 … E-029). */
export interface AsyncReportRequest {
  name: AsyncReportName;
  /** The start path's parameters after the name, e.g. `${orgId}/${date}`. */
  startPath: string;
  /** The id the result path repeats (the organisation, or the equipment group). */
  resultId: number;
  query?: RequestOptions['query'];
  /** Poll interval (REPORT_POLL_MS; SLOW_REPORT_POLL_MS for thermostat compliance and equipment compare). */
  pollMs?: number;
}

export type AsyncReportPhase = 'idle' | 'starting' | 'running' | 'ready' | 'failed' | 'timeout';

export interface AsyncReportState<T> {
  phase: AsyncReportPhase;
  data: T | null;
  /** 0–1 while running. */
  progress: number;
  /** Seconds since the report was asked for (the screens' countdowns). */
  elapsedSeconds: number;
  error: string | null;
  /** Asks again (after a failure or a timeout). */
  retry(): void;
}

/** The two calls of a report: the API's in the app; the unit test passes its own. */
export interface AsyncReportCalls {
  start(r: AsyncReportRequest, signal?: AbortSignal): Promise<AsyncReportStart>;
  read<T>(r: AsyncReportRequest, key: string, signal?: AbortSignal): Promise<AsyncReportResult<T>>;
}

const apiCalls: AsyncReportCalls = {
  start: (r, signal) =>
    apiRequest<AsyncReportStart>(`/async_report/${r.name}/${r.startPath}`, {
      service: 'analytics',
      query: r.query,
      signal,
    }),
  read: <T>(r: AsyncReportRequest, key: string, signal?: AbortSignal) =>
    apiRequest<AsyncReportResult<T>>(`/report/${r.name}/${r.resultId}/${encodeURIComponent(key)}`, {
      service: 'analytics',
      signal,
    }),
};

const requestKeyOf = (request: AsyncReportRequest | null) =>
  request ? [request.name, request.startPath, request.resultId, request.query ?? {}] : null;

/** The start call's query: asked once per question and attempt, never kept. */
export function startQueryOptions(
  request: AsyncReportRequest | null,
  attempt: number,
  calls: AsyncReportCalls = apiCalls,
): QueryObserverOptions<AsyncReportStart> {
  return {
    queryKey: ['async-report', 'start', requestKeyOf(request), attempt],
    queryFn: ({ signal }) => calls.start(request!, signal),
    enabled: request !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  };
}

/**
 * The result call's query, polled every `pollMs` until report_version reaches 1 or the report fails
 * (E-027, E-028), and no longer than REPORT_POLL_TIMEOUT_MS after `startedAt` (E-029). TanStack Query
 * polls only while the query has an observer: leaving the page stops it.
 */
export function resultQueryOptions<T>(
  request: AsyncReportRequest | null,
  key: string | null,
  startedAt: number,
  calls: AsyncReportCalls = apiCalls,
): QueryObserverOptions<AsyncReportResult<T>> {
  return {
    queryKey: ['async-report', 'result', requestKeyOf(request), key],
    queryFn: ({ signal }) => calls.read<T>(request!, key!, signal),
    enabled: request !== null && key !== null,
    retry: 2,
    refetchInterval: (q) => {
      const r = q.state.data;
      if (r && (r.report_version >= 1 || r.status === 'FAILED')) return false;
      if (Date.now() - startedAt > REPORT_POLL_TIMEOUT_MS) return false;
      return request?.pollMs ?? REPORT_POLL_MS;
    },
  };
}

/** What the two queries' states mean to the screen (everything of the state but `retry`). */
export function reportView<T>(a: {
  request: AsyncReportRequest | null;
  key: string | null;
  start: { isError: boolean; error: unknown };
  result: { data: AsyncReportResult<T> | undefined; isError: boolean; error: unknown };
  startedAt: number;
  now: number;
}): Omit<AsyncReportState<T>, 'retry'> {
  const r = a.result.data;
  const ready = r !== undefined && r.report_version >= 1;
  let phase: AsyncReportPhase;
  if (a.request === null) phase = 'idle';
  else if (a.start.isError || a.result.isError || r?.status === 'FAILED') phase = 'failed';
  else if (ready) phase = 'ready';
  else if (a.now - a.startedAt > REPORT_POLL_TIMEOUT_MS) phase = 'timeout';
  else if (!a.key) phase = 'starting';
  else phase = 'running';

  const error =
    phase === 'failed'
      ? (r?.error ??
        (a.start.error instanceof Error ? a.start.error.message : null) ??
        (a.result.error instanceof Error ? a.result.error.message : null) ??
        'The report could not be computed')
      : null;
  return {
    phase,
    data: ready ? (r.data ?? null) : null,
    progress: ready ? 1 : (r?.progress ?? 0),
    elapsedSeconds: Math.max(0, Math.floor((a.now - a.startedAt) / 1000)),
    error,
  };
}

/**
 * Starts the report and polls its result every `pollMs` until report_version reaches 1 (E-027,
 * E-028). Polling stops when the page is left (no observer), when the report fails, and after
 * REPORT_POLL_TIMEOUT_MS (E-029, decided), each of which the state says.
 */
export function useAsyncReport<T>(request: AsyncReportRequest | null): AsyncReportState<T> {
  const [attempt, setAttempt] = useState(0);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());

  const start = useQuery(startQueryOptions(request, attempt));
  // The start may already answer a kept result (version 1): one read then fetches its data.
  const key = start.data?.report_key ?? null;
  const result = useQuery(resultQueryOptions<T>(request, key, startedAt));

  // A new question restarts the clock.
  const identity = JSON.stringify(requestKeyOf(request));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock restarts when the question or the attempt changes
  useEffect(() => {
    setStartedAt(Date.now());
    setNow(Date.now());
  }, [identity, attempt]);

  const view = reportView<T>({ request, key, start, result, startedAt, now });
  // The clock ticks (elapsed seconds, the timeout) only while the report is on its way.
  const running = view.phase === 'starting' || view.phase === 'running' || view.phase === 'timeout';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [running]);

  return { ...view, retry: () => setAttempt((a) => a + 1) };
}
