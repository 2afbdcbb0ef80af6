/**
 * Central input hygiene for every route, present and future:
 *
 * - `strictValidatorCompiler` wraps fastify-type-provider-zod's compiler and makes every body
 *   object schema strict, so an unknown key in a write answers 400 instead of being dropped.
 * - `registerInputGuard` adds a preValidation hook that walks the parsed body, query and path
 *   parameters (keys and values) and refuses text PostgreSQL cannot store: NUL (U+0000) and
 *   unpaired UTF-16 surrogates. It runs whether or not the route declares a schema. Binary bodies
 *   (Buffers from image uploads) are not text and are not walked.
 */
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../lib/http-errors';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string is refused; null when PostgreSQL can store it. */
export function unsafeTextReason(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain NUL (\\u0000) characters';
  if (LONE_SURROGATE.test(text)) return 'must not contain unpaired UTF-16 surrogates';
  return null;
}

/** Nesting beyond this is refused outright: no schema of ours is deeper than a few levels. */
export const MAX_INPUT_DEPTH = 32;

/**
 * True for the containers a JSON, query or path parser produces: arrays, and objects whose
 * prototype chain holds only Object.prototype or constructor-less prototypes (null-prototype
 * objects, fast-querystring's `new Empty()`). Anything built by a class (a Buffer from a binary
 * body, a typed array, a stream, a Date) is not text and goes to its handler untouched: walking a
 * 5 MB Buffer with Object.entries took 6–20 s of main-thread time per upload.
 */
export function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  for (
    let proto = Object.getPrototypeOf(value) as object | null;
    proto !== null;
    proto = Object.getPrototypeOf(proto) as object | null
  ) {
    if (proto !== Object.prototype && Object.hasOwn(proto, 'constructor')) return false;
  }
  return true;
}

/**
 * Finds the first unsafe string (or object key) in a parsed JSON/query value. Iterative, so a
 * deeply nested body cannot overflow the stack. Only strings, arrays and plain objects are
 * inspected (see isPlainContainer). Returns `{ path, reason }` or null.
 */
export function findUnsafeText(
  value: unknown,
  root: string,
): { path: string; reason: string } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value, path: root, depth: 0 },
  ];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const reason = unsafeTextReason(item.value);
      if (reason) return { path: item.path, reason };
      continue;
    }
    if (!isPlainContainer(item.value)) continue;
    if (item.depth >= MAX_INPUT_DEPTH)
      return {
        path: item.path,
        reason: `must not be nested deeper than ${MAX_INPUT_DEPTH} levels`,
      };
    for (const [key, child] of Object.entries(item.value)) {
      const reason = unsafeTextReason(key);
      if (reason) return { path: `${item.path} key`, reason };
      stack.push({ value: child, path: `${item.path}.${key}`, depth: item.depth + 1 });
    }
  }
  return null;
}

/** Registers the preValidation hook (after access control, so anonymous callers still get 401). */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const parts: [string, unknown][] = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ];
    for (const [name, value] of parts) {
      const found = findUnsafeText(value, name);
      if (found) throw badRequest(`${found.path} ${found.reason}.`, 'invalid_text');
    }
  });
}

/** Makes an object schema (possibly optional/nullable) strict; other schemas pass unchanged. */
export function strictBody(schema: unknown): unknown {
  if (schema instanceof z.ZodObject) return schema.strict();
  if (schema instanceof z.ZodOptional) return (strictBody(schema.unwrap()) as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return (strictBody(schema.unwrap()) as z.ZodType).nullable();
  return schema;
}

/**
 * The app's validator compiler: zod as before, with body object schemas strict (unknown keys →
 * 400 "Unrecognized key"). Queries and params stay lenient: browsers and caches add parameters.
 */
export const strictValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({
    ...route,
    schema: route.httpPart === 'body' ? (strictBody(route.schema) as z.ZodType) : route.schema,
  });
