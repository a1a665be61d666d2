import { ErrorResponse } from '@sw/contracts';
import { SetupAuditEntry } from '@sw/contracts/setup';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLog, users } from '../../db/schema';
import { requireOrgAdmin } from './setup-access';

const AuditQuery = z.object({
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(40).optional(),
  /** Entries older than this id (the next page). */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Who changed what and when, newest first (ADMIN of the whole organisation). */
export const setupAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/setup/audit',
    {
      schema: {
        tags: ['setup'],
        summary: "The organisation's audit: who changed what, when, before and after (ADMIN)",
        querystring: AuditQuery,
        response: {
          200: z.array(SetupAuditEntry),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (req) => {
      requireOrgAdmin(req.auth);
      const q = req.query;
      const where: SQL[] = [eq(auditLog.orgId, req.auth.orgId)];
      if (q.targetType) where.push(eq(auditLog.targetType, q.targetType));
      if (q.targetId) where.push(eq(auditLog.targetId, q.targetId));
      if (q.before) where.push(lt(auditLog.id, q.before));
      const rows = await app.db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          userId: auditLog.userId,
          userName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          payload: auditLog.payload,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(and(...where))
        .orderBy(desc(auditLog.id))
        .limit(q.limit);
      return rows.map(({ payload, ...r }) => {
        const p = payload as {
          before?: Record<string, unknown> | null;
          after?: Record<string, unknown> | null;
        };
        const { before, after, ...rest } = p;
        // Older entries (before setup) kept their details flat: shown as the "after".
        return {
          ...r,
          at: r.at.toISOString(),
          before: before ?? null,
          after: after ?? (Object.keys(rest).length ? rest : null),
        };
      });
    },
  );
};
