import { expect } from 'vitest';
import type { TestContext } from './app';

/**
 * Asks for a report (`call`: a job call's URL, or a toReport reportType), waits for its job to
 * succeed (the test's workers make it) and answers the file's bytes.
 */
export async function reportFile(
  t: TestContext,
  headers: { authorization: string },
  body: object,
  call: string,
): Promise<Buffer> {
  const url = call.startsWith('/') ? call : `/api/v2/jobs/toReport?reportType=${call}`;
  const res = await t.app.inject({ method: 'POST', url, headers, payload: body });
  expect(res.statusCode, res.body).toBe(202);
  const id = res.json().jobId as string;
  let job: { jobState: string; fileId: string | null; errorStatusResponse?: unknown } = {
    jobState: 'STARTED',
    fileId: null,
  };
  // Up to two minutes: the equipment templates compute the group performance first.
  for (let i = 0; i < 1200 && job.jobState !== 'SUCCESS' && job.jobState !== 'FAILURE'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    job = (await t.app.inject({ url: `/api/v2/jobs/${id}`, headers })).json();
  }
  expect(job.jobState, JSON.stringify(job.errorStatusResponse)).toBe('SUCCESS');
  return (await t.app.inject({ url: `/api/v2/files/download/${job.fileId}`, headers })).rawPayload;
}
