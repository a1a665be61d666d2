import { z } from 'zod';

/** Spec 1 §3 File: REPORT files are the reports a user asked for (My Downloads). */
export const FileType = z.enum(['REPORT', 'RECENT']);
export type FileType = z.infer<typeof FileType>;

export const FileMetadata = z.object({
  jobId: z.string().nullable(),
  reportTemplate: z.string().nullable(),
  message: z.string().nullable(),
});
export type FileMetadata = z.infer<typeof FileMetadata>;

/** B-063: a stored file as listed (fileLocation: the path it downloads from). */
export const StoredFile = z.object({
  fileId: z.string(),
  fileName: z.string(),
  /** Bytes. */
  fileSize: z.number().int().nonnegative(),
  fileType: FileType,
  fileLocation: z.string(),
  resourceId: z.string().nullable(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  metadata: FileMetadata,
  tags: z.array(z.string()),
});
export type StoredFile = z.infer<typeof StoredFile>;

export const FilesQuery = z.object({ fileType: FileType.default('REPORT') });
export const FileIdParam = z.object({ fileId: z.uuid('fileId must be a file id (a UUID)') });
