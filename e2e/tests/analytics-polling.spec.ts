import { type APIRequestContext, expect, type Response, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen } from './support/app';
import { ADMIN, DESKTOP } from './support/pages';

// E-027 … E-029: a screen of an asynchronous report polls the report's result while the report is
// computed, and stops polling when the page is left. On the demo an annual report is ready within
// a few hundred milliseconds, often before the page's first read; so the server is made busy first,
// as it is when others ask for heavy reports: the analytics service computes at most two reports of
// an organisation at a time, first come first served, and six equipment comparisons over weeks
// (seconds each) hold both places and the queue ahead of the page's report while it waits its turn. Once the page has polled twice, a second apart, and
// heard 'not ready yet' (report_version 0) both times, it is left: it would have asked again a second
// later. A question asked before in the run may be answered ready (kept results): then the next one.

const ANNUAL = [
  ['/summary/annual-energy-consumption', 'org_energy_summary_report'],
  ['/summary/annual-usage-intensity', 'org_eui_report'],
  ['/summary/annual-co2-emission', 'org_co2_report'],
] as const;
/** The demo's Refrigeration equipment group (performance.spec.ts). */
const REFRIGERATION = 222;

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Comparisons started before each page: two run, the others wait their turn ahead of the page's. */
const BUSY = 6;

/**
 * Starts BUSY equipment comparisons of three to five weeks that no other test asks for (`n` and
 * the index keep them apart, all within the demo's recent weeks of readings); their report keys.
 */
async function makeBusy(request: APIRequestContext, token: string, n: number): Promise<string[]> {
  const keys: string[] = [];
  for (let k = 0; k < BUSY; k++) {
    const res = await request.get(
      `/api/analytics/async_report/equipment_compare_async/${REFRIGERATION}/${day(44 - k)}/${day(10 + n)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(res.status()).toBe(200);
    keys.push(((await res.json()) as { report_key: string }).report_key);
  }
  return keys;
}

/** Waits for the comparisons to end, so that the next tests do not share the server with them. */
async function settle(request: APIRequestContext, token: string, keys: readonly string[]) {
  for (const key of keys)
    await expect
      .poll(
        async () => {
          const res = await request.get(
            `/api/analytics/report/equipment_compare_async/${REFRIGERATION}/${encodeURIComponent(key)}`,
            { headers: { authorization: `Bearer ${token}` } },
          );
          const body = (await res.json()) as { report_version: number; status: string };
          return body.report_version >= 1 || body.status === 'FAILED';
        },
        { timeout: 120_000, intervals: [1_000] },
      )
      .toBe(true);
}

test('an annual page stops polling its report when the page is left', async ({ page, request }) => {
  test.setTimeout(180_000);
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
  const token = await apiToken(request, ADMIN, DEMO_PASSWORD);
  await page.setViewportSize(DESKTOP);
  await page.addInitScript((t) => localStorage.setItem('authToken', t), token);

  // The current year, then the four before it (the year picker's), on each of the three pages.
  const year = new Date().getUTCFullYear();
  const questions = [0, 1, 2, 3, 4].flatMap((back) =>
    ANNUAL.map(([path, report]) => ({ url: back ? `${path}?year=${year - back}` : path, report })),
  );
  const results: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/analytics\/report\/org_(energy_summary|eui|co2)_report\//.test(r.url()))
      results.push(r.url());
  });

  const busy: string[] = [];
  for (const [n, q] of questions.entries()) {
    busy.push(...(await makeBusy(request, token, n)));
    const answers: { at: number; version: number }[] = [];
    const listen = async (r: Response) => {
      if (r.url().includes(`/api/analytics/report/${q.report}/`) && r.ok())
        answers.push({
          at: Date.now(),
          version: ((await r.json()) as { report_version: number }).report_version,
        });
    };
    page.on('response', listen);
    await page.goto(q.url);
    // The page polls: two answers, a second apart, both 'not ready yet'.
    await expect
      .poll(() => answers.length >= 2 || answers.some((a) => a.version !== 0), {
        timeout: 90_000,
        intervals: [50],
      })
      .toBe(true);
    page.off('response', listen);
    if (answers.some((a) => a.version !== 0)) continue; // ready: nothing left to poll
    expect(answers[1]!.at - answers[0]!.at).toBeGreaterThan(800);

    // Leave the page while the report is still being computed.
    await page.getByRole('link', { name: 'Today', exact: true }).first().click();
    await expect(page).toHaveURL(/\/today$/);
    // The router changes the URL before it has loaded the next page and unmounted this one (a poll
    // may still go out meanwhile): the page is left once its heading is gone.
    await expect(page.getByRole('heading', { name: 'Annual Performance' })).toHaveCount(0);
    const left = results.length;
    await page.waitForTimeout(3_000);
    expect(results.slice(left), `result calls after leaving ${q.url}`).toEqual([]);
    test.info().annotations.push({ type: 'left while computing', description: q.url });
    await settle(request, token, busy);
    return;
  }
  throw new Error('Every annual report was ready at its first answer: polling could not be observed');
});
