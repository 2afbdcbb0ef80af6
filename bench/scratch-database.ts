/**
 * A throw-away PostgreSQL database for a bench: created empty beside the one `adminUrl` names,
 * with a random name, and dropped even while connections to it are still open.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Creates database `prefix_<random>`; resolves with its name, its URL and the drop. */
export async function createScratchDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () =>
    withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  return { name, url: url.toString(), drop };
}

async function withClient(url: string, use: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await use(client);
  } finally {
    await client.end();
  }
}
