import type { FileMetadata, FileType } from '@sw/contracts';
import type { Database } from '../../db/client';

/** A stored file's row (files). */
export interface FileRow {
  id: string;
  orgId: number;
  userId: number;
  fileName: string;
  fileType: FileType;
  contentType: string;
  size: number;
  resourceId: string | null;
  metadata: FileMetadata;
  tags: string[];
  createdAt: Date;
  modifiedAt: Date;
}

const COLUMNS = `id::text as id, org_id as "orgId", user_id as "userId", file_name as "fileName",
  file_type as "fileType", content_type as "contentType", file_size::float8 as size, resource_id as "resourceId",
  metadata, tags, created_at as "createdAt", modified_at as "modifiedAt"`;

const withNumbers = (r: FileRow): FileRow => ({ ...r, size: Number(r.size) });

export async function insertFile(database: Database, f: Omit<FileRow, 'createdAt' | 'modifiedAt'>) {
  const [row] = await database.query<FileRow>(
    `insert into files (id, org_id, user_id, file_name, file_type, content_type, file_size, storage_key,
                        resource_id, metadata, tags)
     values ($1, $2, $3, $4, $5, $6, $7, $11, $8, $9::jsonb, $10::jsonb)
     returning ${COLUMNS}`,
    [
      f.id,
      f.orgId,
      f.userId,
      f.fileName,
      f.fileType,
      f.contentType,
      f.size,
      f.resourceId,
      JSON.stringify(f.metadata),
      JSON.stringify(f.tags),
      `${f.orgId}/${f.id}`,
    ],
  );
  return withNumbers(row!);
}

/** The user's files of one type in the organisation, newest first. */
export async function listFiles(
  database: Database,
  a: { orgId: number; userId: number; fileType: FileType },
): Promise<FileRow[]> {
  const rows = await database.query<FileRow>(
    `select ${COLUMNS} from files where org_id = $1 and user_id = $2 and file_type = $3
      order by created_at desc, id`,
    [a.orgId, a.userId, a.fileType],
  );
  return rows.map(withNumbers);
}

export async function findFile(
  database: Database,
  a: { orgId: number; userId: number; fileId: string },
): Promise<FileRow | null> {
  const [row] = await database.query<FileRow>(
    `select ${COLUMNS} from files where id = $3::uuid and org_id = $1 and user_id = $2`,
    [a.orgId, a.userId, a.fileId],
  );
  return row ? withNumbers(row) : null;
}

/** Deletes the user's file row; answers whether there was one. */
export async function deleteFile(
  database: Database,
  a: { orgId: number; userId: number; fileId: string },
): Promise<boolean> {
  const rows = await database.query(
    'delete from files where id = $3::uuid and org_id = $1 and user_id = $2 returning id',
    [a.orgId, a.userId, a.fileId],
  );
  return rows.length > 0;
}
