import { type APIRequestContext, expect } from '@playwright/test';

// Report jobs as the API lists them: what a page's download button started, waited for until made.

export interface ListedJob {
  jobId: string;
  reportTemplate: string;
  jobState: string;
  fileId: string | null;
  fileName: string | null;
}

type Headers = { authorization: string };

/** The caller's jobs now, to tell the next one apart. */
export const jobsNow = async (request: APIRequestContext, headers: Headers): Promise<ListedJob[]> =>
  (await (await request.get('/api/v2/jobs', { headers })).json()) as ListedJob[];

/** The first job not in `before`, once it has succeeded. */
export async function newJobMade(
  request: APIRequestContext,
  headers: Headers,
  before: ListedJob[],
  timeout = 120_000,
): Promise<ListedJob> {
  let job: ListedJob | undefined;
  await expect
    .poll(
      async () => {
        job = (await jobsNow(request, headers)).find((j) => !before.some((b) => b.jobId === j.jobId));
        return job?.jobState;
      },
      { timeout },
    )
    .toBe('SUCCESS');
  return job!;
}

/** The job's file is a PDF (content type and signature). */
export async function expectPdf(request: APIRequestContext, headers: Headers, job: ListedJob): Promise<void> {
  const file = await request.get(`/api/v2/files/download/${job.fileId}`, { headers });
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
}
