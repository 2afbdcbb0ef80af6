import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { API_DEFINITIONS } from '../../common/api-definitions';
import { registerRoute } from './route-table';

function bareApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('registerRoute', () => {
  it('takes method, path, schemas, access and limit from the table and types the request', async () => {
    const app = bareApp();
    registerRoute(app, 'postUserFollow', async (request) => {
      expectTypeOf(request.params.id).toEqualTypeOf<number>();
      expect(request.routeOptions.config).toMatchObject({
        routeName: 'postUserFollow',
        access: 'member',
        limit: 'writes',
      });
      // Extra keys are dropped by the answer schema.
      return {
        userId: request.params.id,
        following: true,
        followerCount: 1,
        followingCount: 0,
        x: 1,
      };
    });
    const followed = await app.inject({ method: 'POST', url: '/api/users/7/follow' });
    expect(followed.json()).toEqual({
      userId: 7,
      following: true,
      followerCount: 1,
      followingCount: 0,
    });
    // The params schema of the definition validates.
    expect((await app.inject({ method: 'POST', url: '/api/users/x/follow' })).statusCode).toBe(400);
    // Only the table's method is registered.
    expect((await app.inject({ method: 'GET', url: '/api/users/7/follow' })).statusCode).toBe(404);
    expect(app.hasRoute({ method: 'POST', url: '/api/users/:id/follow' })).toBe(true);
  });

  it('holds the answer to the definition’s answer schema', () => {
    expect(API_DEFINITIONS.getHealth.answer[200]).toBeDefined();
    // @ts-expect-error the answer must match the route's answer schema
    registerRoute(bareApp(), 'getHealth', async () => ({ status: 'not ok' }));
  });

  it('refuses a name that is not in the table', () => {
    // @ts-expect-error not a route of API_ROUTES
    expect(() => registerRoute(bareApp(), 'getNothing', async () => ({}))).toThrow();
  });
});
