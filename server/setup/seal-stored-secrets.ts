/**
 * The at-start step that seals secrets stored before sealing existed, or with a key now only in
 * SECRETS_KEY_PREVIOUS (decision 041): TOTP secrets in users.totp_secret and the generated VAPID
 * pair in server_keys. Idempotent and cheap when nothing is left to do; safe on several instances
 * at once (each row is rewritten only if it still holds the value read).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { secretBox } from '../lib/secrets-at-rest';
import { totpContext } from '../modules/auth/mfa.service';
import { VAPID_CONTEXT } from '../modules/push/vapid-keys';

type Rows<T> = { rows: T[] };

/**
 * Seals every stored secret not sealed with the current key; resolves with how many were sealed.
 * A value no known key opens (a lost key file) is left as it is and reported through `warn`, so
 * the server still starts (that member sets two-factor up again after a staff reset).
 */
export async function sealStoredSecrets(
  db: Database,
  warn: (details: object, message: string) => void = () => {},
): Promise<number> {
  const box = secretBox();
  let sealed = 0;
  const reseal = (stored: string, context: string) => {
    try {
      return box.seal(box.open(stored, context), context);
    } catch {
      warn({ context }, 'a stored secret does not open with SECRETS_KEY or SECRETS_KEY_PREVIOUS');
      return null;
    }
  };
  const totp = (await db.execute(
    sql`select id, totp_secret from users where totp_secret is not null`,
  )) as unknown as Rows<{ id: number; totp_secret: string }>;
  for (const row of totp.rows) {
    if (box.isCurrent(row.totp_secret)) continue;
    const value = reseal(row.totp_secret, totpContext(row.id));
    if (value === null) continue;
    await db.execute(
      sql`update users set totp_secret = ${value} where id = ${row.id} and totp_secret = ${row.totp_secret}`,
    );
    sealed++;
  }
  const keys = (await db.execute(
    sql`select value from server_keys where name = 'vapid'`,
  )) as unknown as Rows<{ value: string }>;
  for (const row of keys.rows) {
    if (box.isCurrent(row.value)) continue;
    const value = reseal(row.value, VAPID_CONTEXT);
    if (value === null) continue;
    await db.execute(
      sql`update server_keys set value = ${value} where name = 'vapid' and value = ${row.value}`,
    );
    sealed++;
  }
  return sealed;
}
