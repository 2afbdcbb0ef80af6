/**
 * Property-based fuzzing of every /api route in the registry: anonymous, member and
 * staff callers send path parameters, queries and bodies drawn from generators with control
 * characters, NUL, unpaired surrogates, huge and deeply nested values and wrong types. No answer
 * may be a 5xx. Routes added later are fuzzed automatically (they come from `app.apiRoutes`).
 *
 * FUZZ_RUNS runs per route (default 200); `npm run fuzz` runs many more.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '../../../common/error-codes';
import {
  createTestContext,
  signUp,
  signUpStaff,
  type SignedIn,
  type TestContext,
} from '../harness';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let ctx: TestContext;
let member: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
  member = await signUp(ctx.app);
  staff = await signUpStaff(ctx);
  // Something for ids to hit: a request with a response.
  const req = await ctx.app.inject({
    method: 'POST',
    url: '/api/requests',
    headers: { cookie: member.cookie },
    payload: { type: 'text', content: 'fuzz me' },
  });
  expect(req.statusCode).toBe(201);
});
afterAll(() => ctx?.close());

/** Strings that have broken or could break something: encodings, SQL, paths, numbers. */
const SPECIAL = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDFFF',
  '\u202E\u200B',
  '\r\n\t\b\f\v',
  '%00',
  '%',
  '%zz',
  '..',
  '../../etc/passwd',
  "'; drop table users; --",
  '\\',
  '"',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'https://evil.example/x.gif',
  '1e309',
  '-1',
  '0',
  '1',
  '2147483647',
  '2147483648',
  '-2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '99999999999999999999',
  '1.5',
  'NaN',
  'Infinity',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  '2024-02-30T25:61:00Z',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  'recent',
  'magic',
  'text',
  'gif',
  'song',
];

const controlChars = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
  maxLength: 20,
});
const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: controlChars },
  // Past every field limit; some bodies then pass the 64 KiB body limit (413).
  { weight: 1, arbitrary: fc.constantFrom(300, 1_001, 10_001, 40_000).map((n) => 'é'.repeat(n)) },
  { weight: 2, arbitrary: fc.integer().map(String) },
);

/**
 * Integers at the edges of the column types: int4 is −2^31..2^31 − 1, JSON
 * numbers are exact up to 2^53 − 1. A schema that lets one past an `integer` column answered 500.
 */
const BOUNDARY_INTEGERS = [
  0,
  -1,
  1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 1,
  -(2 ** 53) + 1,
  -(2 ** 63),
  1e308,
];
const boundaryInteger = fc.constantFrom(...BOUNDARY_INTEGERS);

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  boundaryInteger,
  fc.boolean(),
  fc.constant(null),
);
const { value: jsonish } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyString, tie('value'), { maxKeys: 4 }),
  ),
}));
/** Arrays nested n deep: parsers and validators must not recurse without a bound. */
const deep = fc
  .constantFrom(40, 1_000)
  .map((n) => JSON.parse('['.repeat(n) + ']'.repeat(n)) as unknown);
const anyValue = fc.oneof({ weight: 6, arbitrary: jsonish }, { weight: 1, arbitrary: deep });

/** Top-level keys of a zod object schema (through optional/nullable), for plausible shapes. */
function keysOf(schema: unknown): string[] {
  let s = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodNullable) s = s.unwrap();
  return s instanceof z.ZodObject ? Object.keys(s.shape) : [];
}

/**
 * A value shaped like `schema` wants it (enums from their options, objects with their keys, strings
 * short) except that every number is an integer boundary: so the body passes the checks before the
 * numbers and the boundary reaches the handler and the database, as a hostile client would send it.
 */
function plausible(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (!(schema instanceof z.ZodType) || depth > 6) return anyValue;
  const def = schema._zod.def as unknown as Record<string, unknown>;
  switch (def.type) {
    case 'number':
      return boundaryInteger;
    case 'string':
      return fc.constantFrom('x', 'fuzz text', '1');
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...(schema as z.ZodEnum).options);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return fc.record(
        Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, plausible(v, depth + 1)])),
        { requiredKeys: [] },
      );
    }
    case 'array':
      return fc.array(plausible(def.element, depth + 1), { minLength: 1, maxLength: 3 });
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => plausible(o, depth + 1)));
    case 'pipe':
      return plausible(def.in, depth + 1);
    default:
      return def.innerType ? plausible(def.innerType, depth + 1) : anyValue;
  }
}

/** An object with some of `keys` (and sometimes an unknown key) set to arbitrary values. */
function shaped(keys: string[]): fc.Arbitrary<Record<string, unknown>> {
  const known = fc.record(Object.fromEntries(keys.map((k) => [k, anyValue])), { requiredKeys: [] });
  return fc
    .tuple(known, fc.option(fc.tuple(nastyString, anyValue), { freq: 4 }))
    .map(([obj, extra]) => {
      const out: Record<string, unknown> = { ...obj };
      if (extra) out[extra[0]] = extra[1];
      return out;
    });
}

/** Percent-encodes for a URL; some values are sent raw (already "encoded", possibly broken). */
function encode(value: string): string {
  return encodeURIComponent(
    value.replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\uFFFD',
    ),
  );
}
const urlPart = fc.oneof(
  { weight: 4, arbitrary: nastyString.map(encode) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%', '%zz', '%C0%AF', '1%00', 'a%2Fb'),
  },
);

type Role = 'anonymous' | 'member' | 'staff';

function routeInput(url: string, method: string, schema: Record<string, unknown> | undefined) {
  const paramNames = [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  const queryKeys = [...keysOf(schema?.querystring), 'userId', 'page'];
  const params = fc.tuple(
    ...paramNames.map(() =>
      fc.oneof(urlPart, fc.integer().map(String), boundaryInteger.map(String)),
    ),
  );
  const query = fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...queryKeys), nastyString.map(encode)),
      fc.oneof(urlPart, boundaryInteger.map(String)),
    ),
    {
      maxLength: 5,
    },
  );
  const writes = method !== 'GET' && method !== 'HEAD';
  const body = writes
    ? fc.oneof(
        { weight: 5, arbitrary: shaped(keysOf(schema?.body)).map((b) => JSON.stringify(b)) },
        { weight: 2, arbitrary: plausible(schema?.body).map((b) => JSON.stringify(b) ?? 'null') },
        { weight: 2, arbitrary: anyValue.map((b) => JSON.stringify(b) ?? 'null') },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            undefined,
            '',
            '{',
            '{"a":',
            'null',
            '"\\u0000"',
            '{"__proto__":{"x":1}}',
            `{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
          ),
        },
      )
    : fc.constant(undefined);
  // Sign-out would end the shared sessions; a signed-in call of the notification stream opens a
  // Server-Sent Events answer that never ends by design (its inputs: notifications.test.ts).
  const anonymousOnly = url === '/api/auth/logout' || url === '/api/notifications/stream';
  const roles: Role[] = anonymousOnly ? ['anonymous'] : ['anonymous', 'member', 'staff'];
  return fc.record({ role: fc.constantFrom(...roles), params, query, body });
}

describe('fuzzing every API route', () => {
  it('has routes to fuzz', () => {
    expect(ctx.app.apiRoutes.length).toBeGreaterThan(20);
  });

  // 5,000 runs over the 115 routes took 1,093 s here (about 1.9 ms a call): 400 ms per run leaves room.
  it('answers no fuzzed input with a 5xx', { timeout: Math.max(600_000, RUNS * 400) }, async () => {
    const failures: string[] = [];
    for (const route of ctx.app.apiRoutes) {
      const schema = route.schema as Record<string, unknown> | undefined;
      const property = fc.asyncProperty(
        routeInput(route.url, route.method, schema),
        async ({ role, params, query, body }) => {
          let i = 0;
          const path = route.url.replace(/:[A-Za-z]+/g, () => params[i++] ?? '1');
          const qs = query.map(([k, v]) => `${k}=${v}`).join('&');
          const cookie =
            role === 'member' ? member.cookie : role === 'staff' ? staff.cookie : undefined;
          const res = await ctx.app.inject({
            method: route.method as 'GET',
            url: qs ? `${path}?${qs}` : path,
            headers: {
              ...(cookie ? { cookie } : {}),
              ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(body !== undefined ? { payload: body } : {}),
          });
          // Let the event loop turn: an answer that needs no I/O (a 400, a 401, the OpenAPI document)
          // completes in microtasks, and the socket clean-up light-my-request schedules with
          // setImmediate would otherwise wait, holding every request and body, until the whole run
          // ends: 5,000 runs per route ran the process out of memory (4 GiB heap).
          await new Promise((resolve) => setImmediate(resolve));
          if (res.statusCode >= 500)
            throw new Error(
              `${route.method} ${route.url} as ${role} → ${res.statusCode} ${res.body.slice(0, 300)}`,
            );
          // Every refusal names its reason with a code of the one typed list the client branches on.
          if (res.statusCode >= 400 && !isErrorCode(res.json<{ error?: unknown }>().error)) {
            throw new Error(
              `${route.method} ${route.url} as ${role} → ${res.statusCode} with an error code outside ERROR_CODES: ${res.body.slice(0, 300)}`,
            );
          }
        },
      );
      const started = Date.now();
      const result = await fc.check(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
      if (process.env.FUZZ_TIMING)
        console.log(`${route.method} ${route.url} ${Date.now() - started} ms`);
      if (result.failed)
        failures.push(
          `${route.method} ${route.url}: ${String(result.errorInstance ?? '')}\n  counterexample: ${JSON.stringify(result.counterexample)?.slice(0, 600)} (seed ${result.seed})`,
        );
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
