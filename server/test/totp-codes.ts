/**
 * TOTP codes for tests (server and e2e), now that the server accepts each code once (a
 * code of a time step at or before the last accepted one is refused). `freshTotpCode` returns a code
 * of a step not yet used for that secret in this process: the current step, else the next one (the
 * server accepts ±1 step for clock drift), else it waits for the clock to move on (≤ 30 s).
 */
import { generate } from 'otplib';

/** RFC 6238 step length (seconds), as the server uses. */
const PERIOD_S = 30;
const lastStep = new Map<string, number>();

export async function freshTotpCode(secret: string): Promise<string> {
  const current = Math.floor(Date.now() / 1000 / PERIOD_S);
  const step = Math.max(current, (lastStep.get(secret) ?? -Infinity) + 1);
  if (step > current + 1)
    await new Promise((resolve) =>
      setTimeout(resolve, ((step - 1) * PERIOD_S + 1) * 1000 - Date.now()),
    );
  lastStep.set(secret, step);
  return generate({ secret, epoch: step * PERIOD_S });
}
