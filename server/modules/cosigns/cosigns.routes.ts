/** HTTP routes of co-signs (issue 14): co-sign an answer instead of recommending the same song again. */
import { idParamsSchema } from '../../../common/schemas';
import {
  cosignBodySchema,
  cosignResultSchema,
  cosignWithdrawnSchema,
} from '../../../common/schemas/cosigns-and-verdicts';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { cosignResponse, withdrawCosign } from './cosigns.service';

export async function cosignRoutes(app: App, { db }: AppDeps) {
  registerRoute(
    app,
    'postResponseCosigns',
    {
      schema: {
        params: idParamsSchema,
        body: cosignBodySchema,
        response: { 201: cosignResultSchema },
      },
      config: { access: 'member' },
    },
    async (request, reply) => {
      const { id, displayName, slug, profilePicture } = request.user!;
      const result = await cosignResponse(
        db,
        { id, displayName, slug, profilePicture },
        request.params.id,
        request.body.comment,
      );
      return reply.status(201).send(result);
    },
  );

  registerRoute(
    app,
    'deleteResponseCosignsMine',
    {
      schema: { params: idParamsSchema, response: { 200: cosignWithdrawnSchema } },
      config: { access: 'member' },
    },
    async (request) => withdrawCosign(db, request.user!.id, request.params.id),
  );
}
