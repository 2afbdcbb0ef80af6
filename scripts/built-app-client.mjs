/* global fetch, setTimeout */
// Talking to a built app started by a measuring script (`npm run budget`, `npm run lighthouse`):
// waiting until it answers, and a member's API calls with their session cookie.

/**
 * Resolves once `${base}/api/health` answers 200; throws after `timeoutMs`.
 * @param {string} base e.g. `http://127.0.0.1:3900`
 * @param {number} timeoutMs
 */
export async function waitForHealth(base, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not answer ${base}/api/health in ${timeoutMs / 1000} s`);
}

/**
 * One member's API client: keeps their session cookie; writes carry the app's own Origin (the CSRF
 * guard). `call` throws on a non-2xx answer with its status and body.
 * @param {string} base
 */
export function apiClient(base) {
  let cookie = '';
  const call = async (method, path, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        origin: base,
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.getSetCookie().find((c) => /session=/.test(c));
    if (set) cookie = set.split(';')[0];
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  return { call, cookie: () => cookie };
}
