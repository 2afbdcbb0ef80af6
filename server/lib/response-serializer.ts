/**
 * Response bodies written by compiled serialisers (decision 009). Each route's zod
 * response schema is turned into JSON Schema once, when the route is registered (zod's
 * `toJSONSchema`, output side, `.nullable()` as fast-json-stringify's `nullable: true`),
 * and compiled by fast-json-stringify, Fastify's own serialiser: a body is then written by code
 * generated for its shape instead of being re-built by zod and walked by `JSON.stringify`. Like
 * zod's default (strip), only the schema's properties are written, so a column a query happens to
 * carry (a password hash, an e-mail) never reaches a body.
 *
 * fast-json-stringify serialises, it does not validate (a wrong type is coerced, a literal is
 * written as the schema's constant). With `verify` (every environment but production: tests,
 * development) each body is also encoded by zod as before: a body that breaks its schema is a 500
 * (`ResponseSerializationError`, as before), and a body the compiled serialiser would write
 * differently from zod's is a 500 naming the route, so the whole test suite checks the compiled
 * serialisers against zod on every response it reads.
 */
import type { FastifyReply } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}

/**
 * The JSON Schema fast-json-stringify compiles for a zod response schema (output side, draft 7).
 * Parts JSON Schema cannot express (a transform's result, a date) become `{}`, which
 * fast-json-stringify writes with `JSON.stringify`, as zod's serialiser did.
 */
export function responseJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-07',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  delete json.$schema;
  return withNullable(json) as Record<string, unknown>;
}

/**
 * `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) as `{...X, nullable: true}`: fast-json-stringify
 * writes the latter with one null check, while for an `anyOf` it runs a JSON Schema validator on
 * every value to pick the branch. Other nodes are copied unchanged.
 */
function withNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullable);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, withNullable(value)] as const);
  const copy: Record<string, unknown> = Object.fromEntries(entries);
  const options = copy.anyOf;
  if (Array.isArray(options) && options.length === 2) {
    const isNull = (o: unknown) =>
      typeof o === 'object' &&
      o !== null &&
      Object.keys(o).length === 1 &&
      (o as { type?: unknown }).type === 'null';
    const other = options.find((o) => !isNull(o));
    if (other && options.some(isNull) && typeof other === 'object') {
      delete copy.anyOf;
      return { ...copy, ...(other as Record<string, unknown>), nullable: true };
    }
  }
  return copy;
}

interface SerializerOptions {
  /** Also encode each body with zod: a 500 when it breaks its schema or the two serialisers disagree. */
  verify: boolean;
  /** Compiles a JSON Schema into a serialiser; fast-json-stringify unless a test stands in for it. */
  compile?: (json: Record<string, unknown>) => Serialize;
}

/**
 * A Fastify serializer compiler (`app.setSerializerCompiler`). Input: the route's response schema
 * for one status (a zod type; anything else goes to fastify-type-provider-zod's serialiser). Output:
 * `(data) => JSON text`. Throws `ResponseSerializationError` (a 500) when verifying and the body
 * breaks its schema, and an Error naming the route when the two serialisers disagree.
 */
export function createResponseSerializerCompiler({
  verify,
  compile = (json) => fastJsonStringify(json) as Serialize,
}: SerializerOptions) {
  return (route: RouteSchema): Serialize => {
    const zodSerialize = zodSerializerCompiler(
      route as Parameters<typeof zodSerializerCompiler>[0],
    ) as Serialize;
    if (!(route.schema instanceof z.ZodType)) return zodSerialize;
    const json = responseJsonSchema(route.schema);
    // A union of shapes (GET /api/genres: categories or a flat list) keeps zod's serialiser: for it
    // fast-json-stringify would run a JSON Schema validator over the whole body to pick a branch.
    if (JSON.stringify(json).includes('"anyOf"')) return zodSerialize;
    const compiled = compile(json);
    if (!verify) return compiled;
    return (data) => {
      const expected = zodSerialize(data);
      const written = compiled(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `Compiled serialiser of ${route.method} ${route.url} (${route.httpStatus ?? 'default'}) differs from zod: ${written.slice(0, 300)} vs ${expected.slice(0, 300)}`,
        );
      }
      return written;
    };
  };
}

/**
 * Sends `body`, JSON text already written by the route's serialiser (`reply.serialize`) or kept
 * from an earlier answer, as the route's 200: Fastify sends a string under a JSON content type as
 * it is, after the same onSend hooks (compression, headers).
 */
export function sendJsonText(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
