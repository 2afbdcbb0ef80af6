/**
 * One resilience policy for every call to an outside API, built with
 * cockatiel: each attempt may take OUTBOUND_TIMEOUT_MS (3 s); a network error, timeout or 5xx
 * is retried once after a jittered 100–400 ms pause; after 5 consecutive failed calls the
 * provider's circuit opens and calls fail at once for 30 s (then one trial call decides).
 * So a provider that is down costs members at most ~6.5 s once, then nothing, instead of 8 s
 * on every search.
 */
import {
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  TimeoutStrategy,
  circuitBreaker,
  decorrelatedJitterGenerator,
  handleWhen,
  isBrokenCircuitError,
  retry,
  timeout,
  wrap,
  type IPolicy,
} from 'cockatiel';
import type { OutboundGuard } from './outbound-guard';

export const OUTBOUND_TIMEOUT_MS = 3000;
export const OUTBOUND_BREAKER_FAILURES = 5;
export const OUTBOUND_BREAKER_OPEN_MS = 30_000;

/** A 5xx answer, thrown so the policy can retry it and count it against the circuit. */
export class UpstreamServerError extends Error {
  constructor(readonly status: number) {
    super(`answered HTTP ${status}`);
    this.name = 'UpstreamServerError';
  }
}

export interface OutboundOptions {
  timeoutMs?: number;
  failuresToOpen?: number;
  openMs?: number;
  /** Pause before the retry, in ms (jittered); tests shorten it. */
  retryDelayMs?: number;
  /**
   * Send through this outbound guard (server/lib/outbound-guard.ts): required when the URL comes
   * from a member or a remote server (federation), so the policy wraps the guarded fetch.
   */
  guard?: OutboundGuard;
}

export interface OutboundClient {
  /** fetch() under the policy. Resolves with 2xx–4xx answers; throws on network errors, timeouts, 5xx, an open circuit. */
  fetch(url: URL | string, init?: RequestInit): Promise<Response>;
  /** True while calls fail fast (open, and its trial call not yet due). */
  isOpen(): boolean;
}

/** An outbound client with its own circuit (one per provider). */
export function createOutboundClient(options: OutboundOptions = {}): OutboundClient {
  const failures = handleWhen((err) => !isBrokenCircuitError(err));
  const breaker = circuitBreaker(failures, {
    halfOpenAfter: options.openMs ?? OUTBOUND_BREAKER_OPEN_MS,
    breaker: new ConsecutiveBreaker(options.failuresToOpen ?? OUTBOUND_BREAKER_FAILURES),
  });
  const delay = options.retryDelayMs ?? 200;
  const retryOnce = retry(failures, {
    maxAttempts: 1,
    backoff: new ExponentialBackoff({
      initialDelay: delay,
      maxDelay: delay * 2,
      generator: decorrelatedJitterGenerator,
    }),
  });
  const perAttempt = timeout(options.timeoutMs ?? OUTBOUND_TIMEOUT_MS, TimeoutStrategy.Aggressive);
  // cockatiel stays 'Open' until the next call after halfOpenAfter; isOpen() must say a trial call is due.
  const openMs = options.openMs ?? OUTBOUND_BREAKER_OPEN_MS;
  let openedAt = 0;
  breaker.onBreak(() => {
    openedAt = Date.now();
  });
  // breaker outermost: one member's search (with its retry) counts as one call of the circuit.
  const policy: IPolicy = wrap(breaker, retryOnce, perAttempt);
  return {
    async fetch(url, init = {}) {
      return policy.execute(async ({ signal }) => {
        const send = options.guard?.fetch ?? fetch;
        const res = await send(url, { ...init, signal });
        if (res.status >= 500) {
          await res.arrayBuffer().catch(() => undefined);
          throw new UpstreamServerError(res.status);
        }
        // Read the body under the policy: the timeout aborts `signal` once this function returns,
        // which would cut a body still streaming from a real socket (the caller's res.json() failed).
        const body = await res.arrayBuffer();
        return new Response(res.status === 204 || res.status === 304 ? null : body, {
          status: res.status,
          statusText: res.statusText,
          headers: res.headers,
        });
      });
    },
    isOpen: () =>
      breaker.state === CircuitState.Isolated ||
      (breaker.state === CircuitState.Open && Date.now() - openedAt < openMs),
  };
}
