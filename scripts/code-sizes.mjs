#!/usr/bin/env node
// `node scripts/code-sizes.mjs [maxFileLines] [maxFunctionLines]`: lists app source files (server/,
// client/, common/; no tests, fixtures or generated migrations) longer than 300 lines and functions
// longer than 80 lines (decision 037's limits), then prints the totals. Functions are measured with the
// TypeScript compiler API, from the line of their first token to the line of their closing brace,
// so a nested function counts both in itself and in the function around it. Exits 0 always: a
// measurement, not a gate.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const MAX_FILE_LINES = Number(process.argv[2] ?? 300);
const MAX_FUNCTION_LINES = Number(process.argv[3] ?? 80);
const ROOTS = ['server', 'client', 'common'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test', 'tests', 'migrations', '__fixtures__']);
const isSource = (name) =>
  /\.(ts|tsx)$/.test(name) && !/\.(test|spec|bench)\.tsx?$/.test(name) && !name.endsWith('.d.ts');

/** Every app source file under `dir`, as paths relative to the working directory. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return isSource(entry.name) ? [relative(process.cwd(), path)] : [];
  });
}

/** A readable name for a function node: its own name, or the variable/property it is bound to. */
function functionName(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))) {
    return ts.isIdentifier(parent.name) ? parent.name.text : '(anonymous)';
  }
  return '(anonymous)';
}

/** Functions of one file over the limit, as { name, line, lines }. */
function longFunctions(path, source) {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const end = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > MAX_FUNCTION_LINES)
        found.push({ name: functionName(node), line: start + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const files = ROOTS.flatMap(sourceFiles).sort();
const longFiles = [];
const functions = [];
for (const path of files) {
  const source = readFileSync(path, 'utf8');
  const lines = source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
  if (lines > MAX_FILE_LINES) longFiles.push({ path, lines });
  for (const fn of longFunctions(path, source)) functions.push({ path, ...fn });
}

longFiles.sort((a, b) => b.lines - a.lines);
functions.sort((a, b) => b.lines - a.lines);
console.log(`Files over ${MAX_FILE_LINES} lines (${longFiles.length} of ${files.length}):`);
for (const f of longFiles) console.log(`  ${String(f.lines).padStart(5)}  ${f.path}`);
console.log(`Functions over ${MAX_FUNCTION_LINES} lines (${functions.length}):`);
for (const f of functions) {
  console.log(`  ${String(f.lines).padStart(5)}  ${f.name}  ${f.path}:${f.line}`);
}
