/** Entry of `npm run user:role -- <email> <role>` (see user-role.ts). */
import { openConfiguredDatabase } from './open-database';
import { parseUserRoleArgs, runUserRole } from './user-role';

const args = process.argv.slice(2);
const parsed = parseUserRoleArgs(args);
if ('code' in parsed) {
  console.error(parsed.message);
  process.exit(parsed.code);
}
const handle = await openConfiguredDatabase();
try {
  const result = await runUserRole(handle.db, args);
  (result.code === 0 ? console.log : console.error)(result.message);
  process.exitCode = result.code;
} finally {
  await handle.close();
}
