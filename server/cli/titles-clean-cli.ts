/** Entry point of `npm run titles:clean [-- --catalogue songs.csv …]`: see titles-clean.ts. */
import { loadLookup, run } from './titles-clean';

const files: string[] = [];
for (let i = 2; i < process.argv.length; i++) if (process.argv[i] === '--catalogue' && process.argv[i + 1]) files.push(process.argv[++i]!);
await run(process.stdin, process.stdout, process.stderr, loadLookup(files));
