import {
  Comment,
  CommentResourceParam,
  CommentsQuery,
  CreateCommentRequest,
  ErrorResponse,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../identity';
import { commentsDownstream, commentsOnResource, createComment } from './comments.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** The comments service (spec 2 §7, G.7), mounted under COMMENTS_ROOT. */
export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/comments/resource/:id',
    {
      schema: {
        tags: ['comments'],
        summary:
          'Comments on a resource of the caller (site, space, equipment, sensor, thermostat, scheduler, energy meter), with replies as subComments',
        params: CommentResourceParam,
        querystring: CommentsQuery,
        response: { 200: z.array(Comment), ...errors },
      },
    },
    async (req) => commentsOnResource(app.database, req.auth, req.params.id, req.query),
  );

  app.get(
    '/api/v1/comments/resource/:id/downstream',
    {
      schema: {
        tags: ['comments'],
        summary:
          'Comments on the resources below one: a site → everything of the site; a space → its equipment and sensors; an equipment → its sensors, thermostats, schedulers and meters',
        params: CommentResourceParam,
        querystring: CommentsQuery,
        response: { 200: z.array(Comment), ...errors },
      },
    },
    async (req) => commentsDownstream(app.database, req.auth, req.params.id, req.query),
  );

  app.post(
    '/api/v1/comments',
    {
      schema: {
        tags: ['comments'],
        summary: 'Adds a comment (1–250 characters) on a resource of the caller; parentId makes it a reply',
        body: CreateCommentRequest,
        response: { 201: Comment, ...errors },
      },
    },
    async (req, reply) => {
      requireRole(req.auth, 'VIEWER');
      return reply.status(201).send(await createComment(app.database, req.auth, req.body));
    },
  );
};
