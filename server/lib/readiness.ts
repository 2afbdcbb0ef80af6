/**
 * Whether this instance should be sent new work: it stops being ready the moment a
 * shutdown begins, so a load balancer polling GET /api/ready moves traffic away while the instance
 * still answers what reaches it (server/lib/shutdown.ts).
 */
export interface Readiness {
  /** True from the start of a shutdown. */
  readonly draining: boolean;
  /** Marks the instance as draining (idempotent). */
  drain(): void;
}

/** A fresh, ready state. */
export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
