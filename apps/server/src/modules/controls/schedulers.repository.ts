import type { Scheduler } from '@sw/contracts';
import type { Database } from '../../db/client';

/** The schedulers of one equipment (already checked to be the caller's), by title. */
export function listSchedulers(database: Database, orgId: number, equipmentId: number) {
  return database.query<Scheduler>(
    `select id, title, site_id as "siteId", equipment_id as "equipmentId", control_board_id as "controlBoardId",
            working_mode as "workingMode", lux_threshold as "luxThreshold"
       from schedulers where org_id = $1 and equipment_id = $2 order by title, id`,
    [orgId, equipmentId],
  );
}
