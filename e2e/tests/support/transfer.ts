import type { Browser, BrowserContext, Page } from '@playwright/test';

// Shared by e2e/tests/js-budget.spec.ts and bench/web.ts. Browser code is passed as strings so that
// bench/ (no DOM types) can import this file too.

export const KIB = 1024;

/** One JS or CSS file of a page load: its body as sent (compressed when it was) and its coding. */
export interface SentFile {
  url: string;
  kind: 'js' | 'css';
  bytes: number;
  encoding: string;
}

export interface SentAssets {
  js: number;
  css: number;
  files: SentFile[];
}

/**
 * Before any page script: room for every resource timing entry, and two marks read by bench/web:
 * `firstTile` (ms after navigation start when the first tile carries `data-loaded`, the marker of
 * components/tiles/tile-card.tsx) and `lcp` (the last largest-contentful-paint candidate).
 */
const PERF_INIT = `
  performance.setResourceTimingBufferSize(2000);
  window.__sw = { firstTile: null, lcp: null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__sw.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const seen = new MutationObserver(() => {
    if (window.__sw.firstTile === null && document.querySelector('section[data-loaded]')) {
      window.__sw.firstTile = performance.now();
      seen.disconnect();
    }
  });
  seen.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-loaded'] });
`;

/** A fresh context (empty HTTP cache), signed in through the app's stored token when one is given. */
export async function coldContext(
  browser: Browser,
  baseURL: string,
  token?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: PERF_INIT });
  if (token) {
    await context.addInitScript({ content: `localStorage.setItem('authToken', ${JSON.stringify(token)})` });
  }
  return context;
}

/** Records each response's Content-Encoding by URL, for `sentAssets`. */
export function watchEncodings(page: Page): Map<string, string> {
  const encodings = new Map<string, string>();
  page.on('response', async (res) => {
    const headers = await res.allHeaders().catch(() => ({}) as Record<string, string>);
    encodings.set(res.url(), headers['content-encoding'] ?? 'identity');
  });
  return encodings;
}

/**
 * The JS and CSS the page has loaded so far, in bytes of body as sent over the wire (Resource
 * Timing's encodedBodySize: compressed when the server compressed, headers not counted).
 */
export async function sentAssets(page: Page, encodings: Map<string, string>): Promise<SentAssets> {
  const entries = (await page.evaluate(
    `performance.getEntriesByType('resource').map((e) => ({ url: e.name, bytes: e.encodedBodySize }))`,
  )) as { url: string; bytes: number }[];
  const files: SentFile[] = [];
  for (const e of entries) {
    const ext = /\.(js|css)(\?|$)/.exec(new URL(e.url).pathname + new URL(e.url).search)?.[1];
    if (ext !== 'js' && ext !== 'css') continue;
    files.push({ url: e.url, kind: ext, bytes: e.bytes, encoding: encodings.get(e.url) ?? 'unknown' });
  }
  const sum = (kind: 'js' | 'css') => files.filter((f) => f.kind === kind).reduce((n, f) => n + f.bytes, 0);
  return { js: sum('js'), css: sum('css'), files };
}

/** The marks of PERF_INIT: first tile with data and LCP, in ms after navigation start (null: none yet). */
export async function pageMarks(page: Page): Promise<{ firstTile: number | null; lcp: number | null }> {
  return (await page.evaluate('({ ...window.__sw })')) as { firstTile: number | null; lcp: number | null };
}

/** Waits until the page's requests have settled (the app polls, so quiet for a moment is enough). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
}
