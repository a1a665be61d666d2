import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileMetadata, FileType } from '@sw/contracts';
import type { Database } from '../../db/client';
import type { FileStore } from './file-store';
import { deleteFile, type FileRow, findFile, insertFile, listFiles } from './files.repository';

/** Whose files: a user's own, in the organisation of their token. */
export interface FileOwner {
  orgId: number;
  userId: number;
}

/**
 * Files made for users (the reports of My Downloads): the bytes in the FileStore, the row in the
 * database. The bytes are written first, so that a listed file always has them.
 */
export class FilesService {
  constructor(
    private readonly database: Database,
    private readonly store: FileStore,
  ) {}

  async save(
    owner: FileOwner,
    f: {
      fileName: string;
      contentType: string;
      body: Buffer | string | Readable;
      fileType?: FileType;
      resourceId?: string | null;
      metadata?: Partial<FileMetadata>;
      tags?: string[];
    },
  ): Promise<FileRow> {
    const id = randomUUID();
    const size = await this.store.write(owner.orgId, id, f.body);
    try {
      return await insertFile(this.database, {
        id,
        ...owner,
        fileName: f.fileName,
        fileType: f.fileType ?? 'REPORT',
        contentType: f.contentType,
        size,
        resourceId: f.resourceId ?? null,
        metadata: { jobId: null, reportTemplate: null, message: null, ...f.metadata },
        tags: f.tags ?? [],
      });
    } catch (err) {
      await this.store.remove(owner.orgId, id);
      throw err;
    }
  }

  list(owner: FileOwner, fileType: FileType) {
    return listFiles(this.database, { ...owner, fileType });
  }

  /** The file and its bytes, or null when the owner has no such file (or its bytes are gone). */
  async open(owner: FileOwner, fileId: string): Promise<{ file: FileRow; body: Readable } | null> {
    const file = await findFile(this.database, { ...owner, fileId });
    if (!file) return null;
    const body = await this.store.open(owner.orgId, fileId);
    return body ? { file, body } : null;
  }

  /** Partial files a killed writer left, untouched for `maxAgeMs`, removed (FileStore.sweepPartial). */
  sweepPartial(maxAgeMs: number): Promise<number> {
    return this.store.sweepPartial(maxAgeMs);
  }

  /** Deletes the owner's file (row, then bytes); false when there is none. */
  async remove(owner: FileOwner, fileId: string): Promise<boolean> {
    if (!(await deleteFile(this.database, { ...owner, fileId }))) return false;
    await this.store.remove(owner.orgId, fileId);
    return true;
  }
}
