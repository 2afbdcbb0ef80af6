/**
 * The API contract, checked by the client in development and tests (decision 036): a
 * call must match a route of common/api-routes.ts, and a 2xx answer of a route with a schema in
 * common/api-contract.ts is parsed with the schema the server serialises it through. A path the
 * server does not have, or an answer (from the server or a test fixture) that drifted from the
 * contract, fails loudly where it is cheap to notice. Loaded only when `import.meta.env.DEV`
 * (client/lib/api.ts), so production bundles carry neither the contract nor zod.
 */
import { API_ROUTES, type ApiRouteName } from '@common/api-routes';
import { answerSchemaOf } from '@common/api-contract';

interface Matcher {
  name: ApiRouteName;
  method: string;
  pattern: RegExp;
  /** Placeholders in the template: a fixed segment wins over a placeholder (`/sessions/sign-out-others`). */
  placeholders: number;
}

const MATCHERS: Matcher[] = Object.entries(API_ROUTES)
  .map(([name, route]) => ({
    name: name as ApiRouteName,
    method: route.method,
    pattern: new RegExp(`^${route.path.replace(/[.]/g, '\\.').replace(/:[A-Za-z_]+/g, '[^/]+')}$`),
    placeholders: (route.path.match(/:/g) ?? []).length,
  }))
  .sort((a, b) => a.placeholders - b.placeholders);

/** The name of the route `method pathname` reaches, or null when the server has no such route. */
export function routeNameOf(method: string, pathname: string): ApiRouteName | null {
  return MATCHERS.find((m) => m.method === method && m.pattern.test(pathname))?.name ?? null;
}

/**
 * Checks a 2xx `body` of `method path` against the contract. Throws an Error when an /api path is
 * not in the table, or when the body does not fit the route's schema (naming the first mismatches).
 */
export function checkAnswer(method: string, path: string, body: unknown): void {
  const pathname = new URL(path, 'http://localhost').pathname;
  // Pages outside the API (the mail's one-click unsubscribe) are not in the table.
  // eslint-disable-next-line no-restricted-syntax -- the checker tells API paths from pages
  if (!pathname.startsWith('/api/')) return;
  const name = routeNameOf(method, pathname);
  if (!name)
    throw new Error(`API contract: no route ${method} ${pathname} in common/api-routes.ts`);
  const schema = answerSchemaOf(name);
  if (!schema) return;
  const result = schema.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`API contract drift on ${method} ${pathname}: ${issues.join('; ')}`);
  }
}
