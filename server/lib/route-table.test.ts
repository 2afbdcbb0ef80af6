import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { idParamsSchema } from '../../common/schemas';
import { registerRoute } from './route-table';

function bareApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('registerRoute', () => {
  it('takes the method and path from the table and types the request from the schema', async () => {
    const app = bareApp();
    const answer = z.object({ id: z.number() });
    registerRoute(
      app,
      'getRequest',
      { schema: { params: idParamsSchema, response: { 200: answer } } },
      async (request) => {
        expectTypeOf(request.params.id).toEqualTypeOf<number>();
        return { id: request.params.id };
      },
    );
    registerRoute(
      app,
      'postRequests',
      { schema: { body: z.object({ content: z.string() }), response: { 201: answer } } },
      async (request, reply) => {
        expectTypeOf(request.body.content).toEqualTypeOf<string>();
        return reply.status(201).send({ id: request.body.content.length });
      },
    );
    expect((await app.inject({ method: 'GET', url: '/api/requests/7' })).json()).toEqual({ id: 7 });
    const created = await app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: { content: 'abc' },
    });
    expect([created.statusCode, created.json()]).toEqual([201, { id: 3 }]);
    expect((await app.inject({ method: 'GET', url: '/api/requests' })).statusCode).toBe(404);
  });

  it('holds the answer to the response schema', () => {
    registerRoute(
      bareApp(),
      'getRequest',
      { schema: { response: { 200: z.object({ id: z.number() }) } } },
      // @ts-expect-error the answer must match the route's response schema
      async () => ({ id: 'not a number' }),
    );
  });

  it('refuses a name that is not in the table', () => {
    // @ts-expect-error not a route of API_ROUTES
    expect(() => registerRoute(bareApp(), 'getNothing', {}, async () => ({}))).toThrow();
  });
});
