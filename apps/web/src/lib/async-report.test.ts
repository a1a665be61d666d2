import { MantineProvider } from '@mantine/core';
import type { AsyncReportResult } from '@sw/contracts';
import { REPORT_POLL_MS, REPORT_POLL_TIMEOUT_MS, SLOW_REPORT_POLL_MS } from '@sw/contracts/constants';
import { environmentManager, type QueryClient, QueryObserver } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportProgress } from '../components/ui/report-progress';
import {
  type AsyncReportCalls,
  type AsyncReportRequest,
  type AsyncReportState,
  reportView,
  resultQueryOptions,
  startQueryOptions,
} from './async-report';
import { createQueryClient } from './query-client';

// E-027 … E-029: the polling of asynchronous reports, driven through TanStack Query's own observers
// (what useQuery subscribes with) on fake timers, against a fake analytics service. A harness below
// wires the start and result queries and the screen's view exactly as useAsyncReport does.

interface Data {
  total: number;
}

const ANNUAL: AsyncReportRequest = {
  name: 'org_energy_summary_report',
  startPath: '7/2025-06-01',
  resultId: 7,
  pollMs: REPORT_POLL_MS,
};
const THERMOSTAT: AsyncReportRequest = {
  name: 'org_thermostat_compliance',
  startPath: '7/2025-06-01/2025-06-07',
  resultId: 7,
  pollMs: SLOW_REPORT_POLL_MS,
};

/**
 * The analytics service: the start answers a key at once; each read answers report_version 0 with
 * the progress so far until `readyAfter` reads (never when null), then 1 with the data.
 */
function fakeService(readyAfter: number | null) {
  const reads: number[] = [];
  let starts = 0;
  const calls: AsyncReportCalls = {
    start: async (r) => {
      starts++;
      return { report_key: `${r.name}-key-${starts}`, report_version: 0, status: 'RUNNING' as const };
    },
    read: async <T>(_r: AsyncReportRequest, key: string) => {
      reads.push(Date.now());
      const done = readyAfter !== null && reads.length >= readyAfter;
      return {
        report_key: key,
        report_version: done ? 1 : 0,
        status: done ? 'READY' : 'RUNNING',
        progress: done ? 1 : reads.length / 10,
        report_date: done ? new Date().toISOString() : null,
        error: null,
        data: done ? ({ total: 42 } as T) : null,
      } satisfies AsyncReportResult<T>;
    },
  };
  return {
    calls,
    reads,
    get starts() {
      return starts;
    },
  };
}

/** One screen holding the report: the hook's two queries and its view, observed as useQuery does. */
function mount(client: QueryClient, request: AsyncReportRequest | null, calls: AsyncReportCalls) {
  let attempt = 0;
  let startedAt = Date.now();
  const start = new QueryObserver(client, startQueryOptions(request, attempt, calls));
  const result = new QueryObserver(client, resultQueryOptions<Data>(request, null, startedAt, calls));
  const keyOf = () => start.getCurrentResult().data?.report_key ?? null;
  // As the hook renders again when the start answers: the result query follows the key.
  const follow = () => result.setOptions(resultQueryOptions<Data>(request, keyOf(), startedAt, calls));
  const stopStart = start.subscribe(follow);
  const stopResult = result.subscribe(() => {});
  const screen = {
    view(): AsyncReportState<Data> {
      const s = start.getCurrentResult();
      const r = result.getCurrentResult();
      return {
        ...reportView<Data>({ request, key: keyOf(), start: s, result: r, startedAt, now: Date.now() }),
        retry: () => screen.retry(),
      };
    },
    /** 'Ask again': the next attempt, with the clock restarted. */
    retry() {
      attempt++;
      startedAt = Date.now();
      start.setOptions(startQueryOptions(request, attempt, calls));
      follow();
    },
    /** The query disabled (the hook's request becomes null, as when the screen stops asking). */
    disable() {
      request = null;
      start.setOptions(startQueryOptions(request, attempt, calls));
      follow();
    },
    /** Leaving the page: the component unmounts, its observers unsubscribe. */
    unmount() {
      stopStart();
      stopResult();
    },
  };
  return screen;
}

/** The progress block as the screens render it (ReportProgress), as static markup. */
const rendered = (report: AsyncReportState<unknown>) =>
  renderToStaticMarkup(
    createElement(MantineProvider, null, createElement(ReportProgress, { report, what: 'annual report' })),
  );

let client: QueryClient;
const wasServer = environmentManager.isServer();

beforeEach(() => {
  // Without a window TanStack Query takes Node for a server and schedules no refetch timer: the
  // browser's behaviour is what is under test.
  environmentManager.setIsServer(() => false);
  vi.useFakeTimers({ now: new Date('2025-06-10T08:00:00Z') });
  client = createQueryClient();
});

afterEach(() => {
  client.clear();
  vi.useRealTimers();
  environmentManager.setIsServer(() => wasServer);
});

describe('useAsyncReport polling (E-027 … E-029)', () => {
  it('polls every second, shows its progress, and stops once report_version is 1', async () => {
    const service = fakeService(5);
    const screen = mount(client, ANNUAL, service.calls);
    expect(screen.view().phase).toBe('starting');
    await vi.advanceTimersByTimeAsync(0);
    expect(service.starts).toBe(1);
    expect(service.reads).toHaveLength(1);
    expect(screen.view()).toMatchObject({ phase: 'running', progress: 0.1, data: null });
    expect(rendered(screen.view())).toContain('annual report: 10 % computed');

    await vi.advanceTimersByTimeAsync(REPORT_POLL_MS - 1);
    expect(service.reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(service.reads).toHaveLength(2);
    expect(screen.view()).toMatchObject({ phase: 'running', progress: 0.2, elapsedSeconds: 1 });
    expect(rendered(screen.view())).toContain('annual report: 20 % computed');
    expect(rendered(screen.view())).toContain('Data is loading...');

    await vi.advanceTimersByTimeAsync(3 * REPORT_POLL_MS);
    expect(service.reads).toHaveLength(5);
    expect(service.reads.slice(1).map((t, i) => t - service.reads[i]!)).toEqual([1000, 1000, 1000, 1000]);
    expect(screen.view()).toMatchObject({ phase: 'ready', progress: 1, data: { total: 42 } });
    expect(rendered(screen.view())).not.toContain('Data is loading...');
    expect(rendered(screen.view())).not.toContain('computed');

    // Ready: no read after that, however long the page stays open.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(service.reads).toHaveLength(5);
    expect(service.starts).toBe(1);
    screen.unmount();
  });

  it('polls thermostat compliance (and equipment compare) every 4 s', async () => {
    const service = fakeService(4);
    const screen = mount(client, THERMOSTAT, service.calls);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(SLOW_REPORT_POLL_MS - 1);
    expect(service.reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + 2 * SLOW_REPORT_POLL_MS);
    expect(service.reads).toHaveLength(4);
    expect(service.reads.slice(1).map((t, i) => t - service.reads[i]!)).toEqual([4000, 4000, 4000]);
    expect(screen.view().phase).toBe('ready');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(service.reads).toHaveLength(4);
    screen.unmount();
  });

  it('stops polling when the page is left (the component unmounts)', async () => {
    const service = fakeService(null);
    const screen = mount(client, ANNUAL, service.calls);
    await vi.advanceTimersByTimeAsync(2 * REPORT_POLL_MS);
    expect(service.reads).toHaveLength(3);
    screen.unmount();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(service.reads).toHaveLength(3);
  });

  it('stops polling when the query is disabled (no report asked any more)', async () => {
    const service = fakeService(null);
    const screen = mount(client, ANNUAL, service.calls);
    await vi.advanceTimersByTimeAsync(REPORT_POLL_MS);
    expect(service.reads).toHaveLength(2);
    screen.disable();
    expect(screen.view().phase).toBe('idle');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(service.reads).toHaveLength(2);
    screen.unmount();
  });

  it('gives up after the timeout with the Ask again state, and asking again starts over', async () => {
    const service = fakeService(null);
    const screen = mount(client, ANNUAL, service.calls);
    await vi.advanceTimersByTimeAsync(REPORT_POLL_TIMEOUT_MS - 1);
    expect(screen.view().phase).toBe('running');
    const before = service.reads.length;
    expect(before).toBeGreaterThanOrEqual(REPORT_POLL_TIMEOUT_MS / REPORT_POLL_MS - 1);

    await vi.advanceTimersByTimeAsync(2 * REPORT_POLL_MS);
    const atTimeout = service.reads.length;
    expect(atTimeout - before).toBeLessThanOrEqual(2);
    expect(screen.view().phase).toBe('timeout');
    const markup = rendered(screen.view());
    expect(markup).toContain('The annual report is taking longer than expected.');
    expect(markup).toContain('Ask again');

    // No read after giving up.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(service.reads).toHaveLength(atTimeout);

    // Ask again: a new start, polling again, the clock from zero.
    screen.view().retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(service.starts).toBe(2);
    expect(screen.view()).toMatchObject({ phase: 'running', elapsedSeconds: 0 });
    await vi.advanceTimersByTimeAsync(REPORT_POLL_MS);
    expect(service.reads).toHaveLength(atTimeout + 2);
    screen.unmount();
  });

  it('stops polling a failed report and says why', async () => {
    const reads: number[] = [];
    const calls: AsyncReportCalls = {
      start: async () => ({ report_key: 'k', report_version: 0, status: 'RUNNING' as const }),
      read: async <T>(_r: AsyncReportRequest, key: string) => {
        reads.push(Date.now());
        return {
          report_key: key,
          report_version: 0,
          status: reads.length >= 2 ? 'FAILED' : 'RUNNING',
          progress: 0.3,
          report_date: null,
          error: reads.length >= 2 ? 'interrupted; ask for it again' : null,
          data: null,
        } satisfies AsyncReportResult<T>;
      },
    };
    const screen = mount(client, ANNUAL, calls);
    await vi.advanceTimersByTimeAsync(REPORT_POLL_MS);
    expect(screen.view()).toMatchObject({ phase: 'failed', error: 'interrupted; ask for it again' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads).toHaveLength(2);
    screen.unmount();
  });
});
