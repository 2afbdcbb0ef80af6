/**
 * A throwaway database on a PostgreSQL server, for tests that need their own (the integration
 * harness, the deployment test). The name is `${prefix}_` plus random hex, so parallel runs never meet.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates a database on the server at `adminUrl`, as a copy of the database `template` when given
 * (a plain identifier nobody is connected to); returns its URL and a dropper that ends its connections.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
