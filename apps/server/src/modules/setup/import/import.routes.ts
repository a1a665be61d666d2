import { ErrorResponse } from '@sw/contracts';
import {
  IMPORT_CONTENT_TYPES,
  IMPORT_LIMITS,
  ImportJob,
  ImportJobParam,
  ImportReport,
  ImportUploadQuery,
} from '@sw/contracts/setup';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../../lib/http-errors';
import { OrgLimiter, underOrgLimit } from '../../../lib/org-limiter';
import { requireOrgAdmin } from '../setup-access';
import { checkFile, reportOf } from './import-check';
import { csvText, detectFormat } from './import-file';
import { ImportJobs } from './import-jobs';
import { templateCsv, templateXlsx } from './import-template';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  413: ErrorResponse,
  415: ErrorResponse,
  429: ErrorResponse,
};
const tags = ['setup'];
const MB = IMPORT_LIMITS.maxBytes / 1024 / 1024;

/**
 * The body types a file may come as. Browsers name a CSV file text/csv, application/vnd.ms-excel
 * (Windows) or nothing useful; the format is told by the bytes (import-file.ts detectFormat).
 */
const BODY_TYPES = [
  IMPORT_CONTENT_TYPES.csv,
  IMPORT_CONTENT_TYPES.xlsx,
  'application/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'application/octet-stream',
];

const UPLOAD_NOTE = `The body is the file itself: CSV (UTF-8, comma, semicolon or tab separated; Content-Type ${IMPORT_CONTENT_TYPES.csv}) or an XLSX workbook (Content-Type ${IMPORT_CONTENT_TYPES.xlsx}), at most ${MB} MB and ${IMPORT_LIMITS.maxRows.toLocaleString('en-US')} rows; the format is read from the bytes. Columns: GET /api/v1/setup/import/template.xlsx (its Notes sheet) and docs/setup.md.`;

/** A downloaded file's body in the OpenAPI document (bytes, not JSON). */
const fileBody = (description: string, type: string) => ({
  description,
  content: {
    [type]: { schema: z.custom<Buffer | string>(() => true).meta({ type: 'string', format: 'binary' }) },
  },
});

/** The uploaded file's bytes, or 415 when the body is not a file. */
function upload(req: FastifyRequest): Buffer {
  const bytes = req.body;
  if (!Buffer.isBuffer(bytes))
    throw new HttpError(
      415,
      `Send the file itself as the body, with Content-Type ${IMPORT_CONTENT_TYPES.csv} or ${IMPORT_CONTENT_TYPES.xlsx}`,
    );
  return bytes;
}

/**
 * Bulk onboarding (ADMIN of the whole organisation; docs/setup.md "Import"): templates, a dry run
 * that reports what every row would do, and the import as a background job with its progress.
 */
export const setupImportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const type of BODY_TYPES)
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: IMPORT_LIMITS.maxBytes },
      (_req, body, done) => done(null, body),
    );
  const jobs = new ImportJobs(app.database, app.services.queue, app.log, app.config.dataDir, () =>
    app.services.identity.forgetAll(),
  );
  // A dry run of 100,000 rows holds a core for seconds: one per organisation at a time, two waiting.
  const limiter = new OrgLimiter({ maxInFlight: 1, maxQueued: 2, maxWaitMs: 60_000 });

  app.get(
    '/api/v1/setup/import/template.csv',
    {
      schema: {
        tags,
        summary:
          'The import template as CSV: every column and one example row per kind (ADMIN of the whole organisation)',
        response: { 200: fileBody('The template (CSV UTF-8 with a byte order mark)', 'text/csv'), ...errors },
      },
    },
    async (req, reply) => {
      requireOrgAdmin(req.auth);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="sitewatch-import.csv"')
        .header('cache-control', 'private, no-store')
        .send(templateCsv());
    },
  );

  app.get(
    '/api/v1/setup/import/template.xlsx',
    {
      schema: {
        tags,
        summary:
          'The import template as XLSX: the Import sheet (every column, one example row per kind) and a Notes sheet explaining each column (ADMIN of the whole organisation)',
        response: { 200: fileBody('The template workbook', IMPORT_CONTENT_TYPES.xlsx), ...errors },
      },
    },
    async (req, reply) => {
      requireOrgAdmin(req.auth);
      return reply
        .type(IMPORT_CONTENT_TYPES.xlsx)
        .header('content-disposition', 'attachment; filename="sitewatch-import.xlsx"')
        .header('cache-control', 'private, no-store')
        .send(await templateXlsx());
    },
  );

  app.post(
    '/api/v1/setup/import/dry-run',
    {
      bodyLimit: IMPORT_LIMITS.maxBytes,
      schema: {
        tags,
        summary:
          'Checks an import file and reports, per row and column, what it would create or change and every error; writes nothing (ADMIN of the whole organisation)',
        description: UPLOAD_NOTE,
        querystring: ImportUploadQuery,
        response: { 200: ImportReport, ...errors },
      },
    },
    async (req, reply) => {
      requireOrgAdmin(req.auth);
      const bytes = upload(req);
      const format = detectFormat(bytes);
      return underOrgLimit(limiter, req, reply, async () =>
        reportOf(format, await checkFile(app.db, req.auth.orgId, bytes, format)),
      );
    },
  );

  app.post(
    '/api/v1/setup/import',
    {
      bodyLimit: IMPORT_LIMITS.maxBytes,
      schema: {
        tags,
        summary:
          'Imports a file in the background: the job checks the whole file again and writes it only if every row is valid, idempotent by external id; answers the job (ADMIN of the whole organisation)',
        description: `${UPLOAD_NOTE} Follow the job at GET /api/v1/setup/import/{jobId}.`,
        querystring: ImportUploadQuery,
        response: { 202: ImportJob, ...errors },
      },
    },
    async (req, reply) => {
      requireOrgAdmin(req.auth);
      const bytes = upload(req);
      const format = detectFormat(bytes);
      // What can be told at once is told at once; the rows are the job's to check.
      if (format === 'csv') csvText(bytes);
      const job = await jobs.start(req.auth, bytes, format, req.query.fileName ?? null);
      reply.code(202);
      return job;
    },
  );

  app.get(
    '/api/v1/setup/import/:jobId',
    {
      schema: {
        tags,
        summary:
          "An import job's state and progress (rows done of the file's), its counts when done, its errors when refused (ADMIN of the whole organisation)",
        params: ImportJobParam,
        response: { 200: ImportJob, ...errors },
      },
    },
    async (req) => {
      requireOrgAdmin(req.auth);
      const job = await jobs.get(req.auth.orgId, req.params.jobId);
      if (!job) throw notFound('Import job');
      return job;
    },
  );
};
