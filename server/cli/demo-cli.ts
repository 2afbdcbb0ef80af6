/**
 * `npm run demo`: fills an empty database (DATA_DIR's PGlite, or DATABASE_URL) with the built-in
 * catalogue and a demo community of about 40 members over the last 60 days, then prints a member
 * and a staff login. Exits 1 without writing when the database already has members. Stop the app
 * first when it runs on PGlite (one process per data directory).
 */
import { openConfiguredDatabase } from './open-database';
import { seedDatabase } from '../setup/seed';
import { DemoRefusedError, seedDemoCommunity } from '../setup/demo/demo-community';

const handle = await openConfiguredDatabase();
try {
  await seedDatabase(handle.db);
  const started = Date.now();
  const result = await seedDemoCommunity(handle.db);
  const c = result.counts;
  console.log(
    `Demo community ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${c.members} members, ${c.requests} requests, ` +
      `${c.responses} answers (${Math.round((100 * c.fittingResponses) / Math.max(1, c.responses))} % fit their request's artist or genre), ` +
      `${c.requestUpvotes + c.responseUpvotes} upvotes, ${c.saves} saves, ${c.plays} plays, ${c.feedback} feedback.`,
  );
  console.log('\nSign in with (same password for every demo account):');
  console.log(
    `  member  ${result.member.email}  ${result.member.password}   (${result.member.displayName})`,
  );
  console.log(
    `  staff   ${result.staff.email}  ${result.staff.password}   (${result.staff.displayName}: /admin, /data, /processing; sets up two-factor at the first visit)`,
  );
  console.log('\nThen `npm start` and open http://localhost:3000 (PORT to change).');
} catch (error) {
  if (!(error instanceof DemoRefusedError)) throw error;
  console.error(
    `npm run demo: ${error.message}\nUse a new DATA_DIR or an empty DATABASE_URL database.`,
  );
  process.exitCode = 1;
} finally {
  await handle.close();
}
