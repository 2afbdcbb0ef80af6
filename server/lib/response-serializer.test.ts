import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { savedSongGroupSchema } from '../../common/schemas';
import { createResponseSerializerCompiler, responseJsonSchema } from './response-serializer';

const route = (schema: unknown) => ({
  schema,
  method: 'GET',
  url: '/api/example',
  httpStatus: '200',
});

const member = { id: 7, displayName: 'Ana', slug: 'ana', profilePicture: null };
const savedGroup = {
  request: {
    id: 3,
    type: 'slts',
    content: 'Songs like this, "quoted" and \u2028 odd',
    gifUrl: null,
    songData: {
      id: 'abc',
      name: 'Song',
      artist: null,
      thumbnail: 'https://i.ytimg.com/vi/abc/mqdefault.jpg',
      playable: true,
    },
    responses: 2,
    user: { ...member, email: 'never@example.com' },
  },
  songs: [
    {
      savedId: 11,
      savedAt: '2026-11-26T10:00:00.000Z',
      response: {
        id: 5,
        requestId: 3,
        songData: { id: 'xyz', name: 'Other', derivedTitle: 'Other (fixed)' },
        comment: null,
        upvotes: 0,
        saves: 1,
        createdAt: '2026-11-25T09:00:00.000Z',
        user: member,
        passwordHash: 'secret',
      },
    },
  ],
};

describe('compiled response serialisers', () => {
  it('write exactly what zod writes for a real schema, leaving out keys the schema does not name', () => {
    const production = createResponseSerializerCompiler({ verify: false })(
      route(z.array(savedSongGroupSchema)),
    );
    const checked = createResponseSerializerCompiler({ verify: true })(
      route(z.array(savedSongGroupSchema)),
    );
    const written = production([savedGroup]);
    expect(written).toBe(checked([savedGroup]));
    const body = JSON.parse(written);
    expect(body[0].request.user).toEqual(member);
    expect(body[0].songs[0].response).not.toHaveProperty('passwordHash');
    expect(body[0].request.songData).toEqual(savedGroup.request.songData);
    expect(body[0].request.content).toBe(savedGroup.request.content);
  });

  it('describe `.nullable()` as a nullable type, not a union the serialiser would validate per value', () => {
    const json = responseJsonSchema(
      z.object({ name: z.string().nullable(), card: z.object({ id: z.number() }).nullable() }),
    );
    expect(JSON.stringify(json)).not.toContain('anyOf');
    expect(json).toMatchObject({
      properties: { name: { type: ['string', 'null'] }, card: { type: 'object', nullable: true } },
    });
  });

  it('keep a body that breaks its schema a serialisation error when verifying', () => {
    const serialize = createResponseSerializerCompiler({ verify: true })(
      route(z.object({ id: z.number() })),
    );
    expect(() => serialize({ id: 'seven' })).toThrow(ResponseSerializationError);
  });

  it('refuse a body the compiled serialiser writes differently from zod, naming the route', () => {
    const wrong = createResponseSerializerCompiler({
      verify: true,
      compile: () => () => '{"id":8}',
    })(route(z.object({ id: z.number() })));
    expect(() => wrong({ id: 7 })).toThrow(/GET \/api\/example \(200\) differs from zod/);
    const production = createResponseSerializerCompiler({
      verify: false,
      compile: () => () => '{"id":8}',
    })(route(z.object({ id: z.number() })));
    expect(production({ id: 7 })).toBe('{"id":8}');
  });

  it('leave a union of shapes to zod', () => {
    const union = z.union([
      z.array(z.object({ a: z.number() })),
      z.array(z.object({ b: z.string() })),
    ]);
    let compiled = 0;
    const serialize = createResponseSerializerCompiler({
      verify: false,
      compile: () => {
        compiled += 1;
        return () => 'compiled';
      },
    })(route(union));
    expect(serialize([{ b: 'x', c: 1 }])).toBe('[{"b":"x"}]');
    expect(compiled).toBe(0);
  });
});
