import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { mountPrefix } from '../../lib/mount-prefix';
import type { Services } from '../../services';
import { FileStore } from './file-store';
import { filesRoutes } from './files.routes';
import { FilesService } from './files.service';

export { FileStore } from './file-store';
export { FilesService } from './files.service';

declare module '../../services' {
  interface Services {
    /** Files made for users (report files of My Downloads): bytes under DATA_DIR/files. */
    files: FilesService;
  }
}

/** The files service at FILES_ROOT (default '/'). */
export async function registerFiles(api: FastifyInstance, services: Services): Promise<void> {
  services.files = new FilesService(api.database, new FileStore(path.join(api.config.dataDir, 'files')));
  await api.register(filesRoutes, { prefix: mountPrefix(api.config.FILES_ROOT) });
}
