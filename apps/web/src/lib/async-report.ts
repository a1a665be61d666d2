import type { AsyncReportResult, AsyncReportStart } from '@sw/contracts';
import { type AsyncReportName, REPORT_POLL_MS, REPORT_POLL_TIMEOUT_MS } from '@sw/contracts/constants';
import { useQuery } from '@tanstack/react-query';
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

const startReport = (r: AsyncReportRequest, signal?: AbortSignal) =>
  apiRequest<AsyncReportStart>(`/async_report/${r.name}/${r.startPath}`, {
    service: 'analytics',
    query: r.query,
    signal,
  });

const readReport = <T>(r: AsyncReportRequest, key: string, signal?: AbortSignal) =>
  apiRequest<AsyncReportResult<T>>(`/report/${r.name}/${r.resultId}/${encodeURIComponent(key)}`, {
    service: 'analytics',
    signal,
  });

/**
 * Starts the report and polls its result every `pollMs` until report_version reaches 1 (E-027,
 * E-028). Polling stops when the page is left (no observer), when the report fails, and after
 * REPORT_POLL_TIMEOUT_MS (E-029, decided), each of which the state says.
 */
export function useAsyncReport<T>(request: AsyncReportRequest | null): AsyncReportState<T> {
  const [attempt, setAttempt] = useState(0);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const requestKey = request
    ? [request.name, request.startPath, request.resultId, request.query ?? {}]
    : null;

  const start = useQuery({
    queryKey: ['async-report', 'start', requestKey, attempt],
    queryFn: ({ signal }) => startReport(request!, signal),
    enabled: request !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const key = start.data?.report_key ?? null;
  // The start may already answer a kept result (version 1): one read then fetches its data.
  const timedOut = now - startedAt > REPORT_POLL_TIMEOUT_MS;
  const result = useQuery({
    queryKey: ['async-report', 'result', requestKey, key],
    queryFn: ({ signal }) => readReport<T>(request!, key!, signal),
    enabled: request !== null && key !== null,
    retry: 2,
    refetchInterval: (q) => {
      const r = q.state.data;
      if (r && (r.report_version >= 1 || r.status === 'FAILED')) return false;
      if (Date.now() - startedAt > REPORT_POLL_TIMEOUT_MS) return false;
      return request?.pollMs ?? REPORT_POLL_MS;
    },
  });

  // A new question restarts the clock.
  const identity = JSON.stringify(requestKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock restarts when the question or the attempt changes
  useEffect(() => {
    setStartedAt(Date.now());
    setNow(Date.now());
  }, [identity, attempt]);

  const r = result.data;
  const ready = r !== undefined && r.report_version >= 1;
  const running = request !== null && !ready && r?.status !== 'FAILED' && !start.isError && !result.isError;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [running]);

  let phase: AsyncReportPhase;
  if (request === null) phase = 'idle';
  else if (start.isError || result.isError || r?.status === 'FAILED') phase = 'failed';
  else if (ready) phase = 'ready';
  else if (timedOut) phase = 'timeout';
  else if (!key) phase = 'starting';
  else phase = 'running';

  const error =
    phase === 'failed'
      ? (r?.error ??
        (start.error instanceof Error ? start.error.message : null) ??
        (result.error instanceof Error ? result.error.message : null) ??
        'The report could not be computed')
      : null;
  return {
    phase,
    data: ready ? (r.data ?? null) : null,
    progress: ready ? 1 : (r?.progress ?? 0),
    elapsedSeconds: Math.max(0, Math.floor((now - startedAt) / 1000)),
    error,
    retry: () => setAttempt((a) => a + 1),
  };
}
