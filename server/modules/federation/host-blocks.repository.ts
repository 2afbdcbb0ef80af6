/**
 * Staff blocks of remote servers (decision 051). A block names a host name and covers its
 * subdomains; blocking, in one transaction: the block row, the audit event, the end of every follow
 * to or from that server's remote members and of the deliveries waiting for it, and the hiding of what they posted (requests, answers,
 * replies; an answer's request counts one answer less, as when staff hide one).
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { federationBlocks, users } from '../../db/schema';
import { recordAuditEvent, type AuditSource } from '../audit-log/index';

/** SQL: the host name (no port) of a remote member's actor URI. */
const actorHostName = sql`split_part(substring(${users.actorUri} from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/]+)'), ':', 1)`;

/** SQL: `host` (a host name) is `domain` or one of its subdomains. */
const coveredBy = (host: ReturnType<typeof sql>, domain: ReturnType<typeof sql>) =>
  sql`(${host} = ${domain} or right(${host}, length(${domain}) + 1) = '.' || ${domain})`;

/** The blocks, newest first, with who made them. */
export async function listHostBlocks(db: Database) {
  const rows = await db
    .select({
      domain: federationBlocks.domain,
      createdAt: federationBlocks.createdAt,
      staffId: users.id,
      staffName: users.displayName,
    })
    .from(federationBlocks)
    .leftJoin(users, eq(users.id, federationBlocks.createdBy))
    .orderBy(desc(federationBlocks.createdAt), federationBlocks.domain);
  return rows.map((r) => ({
    domain: r.domain,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.staffId === null ? null : { id: r.staffId, displayName: r.staffName ?? '' },
  }));
}

/** True when `host` (`name` or `name:port`) is blocked. */
export async function isHostBlocked(db: Database, host: string): Promise<boolean> {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const result = await db.execute<{ one: number }>(
    sql`select 1 as one from ${federationBlocks} where ${coveredBy(sql`${name}`, sql`${federationBlocks.domain}`)} limit 1`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Blocks `domain`; false when it already was. */
export async function addHostBlock(
  db: Database,
  source: AuditSource,
  domain: string,
): Promise<{ created: boolean; endedFollows: number; hidden: number }> {
  return inTransaction(db, async (tx) => {
    const inserted = await tx
      .insert(federationBlocks)
      .values({ domain, createdBy: source.actorId })
      .onConflictDoNothing()
      .returning({ domain: federationBlocks.domain });
    if (inserted.length === 0) return { created: false, endedFollows: 0, hidden: 0 };
    const members = sql`(select ${users.id} from ${users} where ${users.remote} and ${coveredBy(actorHostName, sql`${domain}`)})`;
    const ended = await tx.execute(sql`delete from user_follows
      where follower_id in ${members} or followed_id in ${members} returning 1`);
    // Deliveries still waiting for that server are dropped with its follows.
    await tx.execute(sql`delete from federation_queue where claimed_at is null
      and ${coveredBy(sql`split_part(host, ':', 1)`, sql`${domain}`)}`);
    const count = (result: unknown) => (result as { rows: unknown[] }).rows.length;
    // Separate statements: one statement may not update a request row twice.
    const answers = await tx.execute(sql`
      with hidden as (
        update responses set hidden_at = now()
        where user_id in ${members} and hidden_at is null returning request_id
      )
      update requests r set responses = greatest(r.responses - a.n, 0)
      from (select request_id, count(*)::int as n from hidden group by request_id) a
      where r.id = a.request_id returning a.n`);
    const answersHidden = (answers as unknown as { rows: { n: number }[] }).rows.reduce(
      (sum, r) => sum + Number(r.n),
      0,
    );
    const asked = await tx.execute(sql`update requests set hidden_at = now()
      where user_id in ${members} and hidden_at is null returning 1`);
    const replied = await tx.execute(sql`update response_replies set hidden_at = now()
      where user_id in ${members} and hidden_at is null returning 1`);
    const hiddenCount = answersHidden + count(asked) + count(replied);
    const endedFollows = count(ended);
    await recordAuditEvent(tx, source, 'federation_host_blocked', null, {
      domain,
      endedFollows,
      hidden: hiddenCount,
    });
    return { created: true, endedFollows, hidden: hiddenCount };
  });
}

/** Lifts the block of `domain`; false when there was none. Hidden content stays hidden. */
export async function removeHostBlock(
  db: Database,
  source: AuditSource,
  domain: string,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const gone = await tx
      .delete(federationBlocks)
      .where(eq(federationBlocks.domain, domain))
      .returning({ domain: federationBlocks.domain });
    if (gone.length === 0) return false;
    await recordAuditEvent(tx, source, 'federation_host_unblocked', null, { domain });
    return true;
  });
}
