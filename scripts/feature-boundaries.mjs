#!/usr/bin/env node
/**
 * Lists the run-time imports from one client feature into another (features/<a>/** -> features/<b>/**, a != b)
 * and the feature-level loops they form. Features meet in the shared layers (lib/, components/) or in a page or
 * the shell, never in each other: a feature that imports another's code ties the two into one release unit, and a
 * loop makes every feature in it depend on all the others.
 *
 * Not counted, because they carry no code across: `import type` / `export type` (and imports whose every
 * specifier is `type X`), and imports of another feature's `contract/` (the zod schemas and types shared with the
 * server). Tests count like any other file: a test that needs another feature's code says the code is shared.
 *
 *   node scripts/feature-boundaries.mjs            prints the count, the pairs by feature, and the loops
 *   node scripts/feature-boundaries.mjs --check    also fails (exit 1) on any import not in the allow-list
 *                                                  (scripts/feature-boundaries.allow.json) or on any loop
 *   node scripts/feature-boundaries.mjs --list     also every import with its file and line
 *   node scripts/feature-boundaries.mjs --json     the same figures as JSON
 *
 * `npm run lint` runs `--check`. Why a script and not oxlint's no-restricted-imports: an override's rule replaces
 * the one before it (.oxlintrc.json), so a per-feature override would have to repeat every other boundary for each
 * of the fifteen features and for their tests, relative imports (`../../market/ui/X`) name no feature, and the
 * imports still to be removed would need an inline disable in each file. The allow-list keeps them in one place.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ALLOW_LIST = 'scripts/feature-boundaries.allow.json';

/** Every source file below `dir`, as paths relative to `root` with "/" separators. */
function sourceFiles(root, dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(root, path));
    else if (/\.(ts|tsx|mts|mjs|js|jsx)$/.test(entry.name)) out.push(relative(root, path).split(sep).join('/'));
  }
  return out;
}

/** The source with comments blanked out (string contents kept), so a commented-out import is not counted. */
function stripComments(source) {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** True when an import/export clause brings in types only (`type { A }`, `{ type A, type B }`). */
function isTypeOnly(clause) {
  const text = clause.trim();
  if (/^type\s/.test(text)) return true;
  const braces = text.match(/^\{([\s\S]*)\}$/);
  if (!braces) return false;
  const names = braces[1].split(',').map((s) => s.trim()).filter(Boolean);
  return names.length > 0 && names.every((name) => /^type\s/.test(name));
}

/** The module specifiers a file imports at run time, with their line numbers. */
function runtimeImports(source) {
  const code = stripComments(source);
  const found = [];
  const lineOf = (index) => code.slice(0, index).split('\n').length;
  const staticForm = /\b(import|export)\s+([^'";]*?)\s*from\s*(['"])([^'"]+)\3/g;
  for (const match of code.matchAll(staticForm)) {
    if (isTypeOnly(match[2])) continue;
    found.push({ specifier: match[4], line: lineOf(match.index) });
  }
  for (const match of code.matchAll(/\bimport\s*(['"])([^'"]+)\1/g)) {
    found.push({ specifier: match[2], line: lineOf(match.index) });
  }
  for (const match of code.matchAll(/\bimport\s*\(\s*(['"`])([^'"`]+)\1\s*\)/g)) {
    found.push({ specifier: match[2], line: lineOf(match.index) });
  }
  return found;
}

/** The root-relative path an import specifier points at, or null for a package. */
function target(root, fromFile, specifier) {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.')) return relative(root, resolve(root, dirname(fromFile), specifier)).split(sep).join('/');
  return null;
}

const featureOf = (path) => path.match(/^features\/([^/]+)\//)?.[1] ?? null;

/** Every run-time import from one feature into another, in the tree at `root`. */
export function crossFeatureImports(root = ROOT) {
  const imports = [];
  for (const file of sourceFiles(root, join(root, 'features'))) {
    const from = featureOf(file);
    if (from === null) continue;
    for (const { specifier, line } of runtimeImports(readFileSync(join(root, file), 'utf8'))) {
      const path = target(root, file, specifier);
      if (path === null) continue;
      const to = featureOf(`${path}/`);
      if (to === null || to === from) continue;
      if (path.startsWith(`features/${to}/contract/`)) continue;
      imports.push({ file, line, from, to, module: path });
    }
  }
  return imports;
}

/** The strongly connected components with more than one feature (Tarjan), each sorted. */
export function featureLoops(imports) {
  const edges = new Map();
  for (const { from, to } of imports) {
    if (!edges.has(from)) edges.set(from, new Set());
    if (!edges.has(to)) edges.set(to, new Set());
    edges.get(from).add(to);
  }
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) loops.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return loops;
}

const key = ({ file, module }) => `${file} -> ${module}`;

/**
 * The check `npm run lint` runs: every run-time import between features must be in the allow-list, every
 * allow-list entry must still occur (so the list only shrinks), and no features may form a loop.
 * Returns the problems, one line each.
 */
export function checkBoundaries(root = ROOT) {
  const imports = crossFeatureImports(root);
  const loops = featureLoops(imports);
  const listPath = join(root, ALLOW_LIST);
  const allowed = new Set(existsSync(listPath) ? JSON.parse(readFileSync(listPath, 'utf8')).allowed : []);
  const present = new Set(imports.map(key));
  const problems = [];
  for (const entry of imports.filter((i) => !allowed.has(key(i)))) {
    problems.push(`${entry.file}:${entry.line}: features/${entry.from} imports features/${entry.to} at run time (${entry.module}); move the shared piece to lib/ or components/, import the feature's contract/, or compose the two features in a page or the shell.`);
  }
  for (const entry of [...allowed].filter((e) => !present.has(e))) problems.push(`${ALLOW_LIST}: "${entry}" no longer occurs; remove it from the allow-list.`);
  for (const loop of loops) problems.push(`features import each other in a loop: ${loop.join(', ')}.`);
  return { imports, loops, problems };
}

function main(argv) {
  if (argv.includes('--check')) {
    const { imports, loops, problems } = checkBoundaries();
    for (const problem of problems) console.error(problem);
    console.log(`feature boundaries: ${imports.length} run-time imports between features (all in ${ALLOW_LIST}: ${problems.length === 0 ? 'yes' : 'no'}), ${loops.length} loops`);
    return problems.length > 0 ? 1 : 0;
  }
  const imports = crossFeatureImports();
  const loops = featureLoops(imports);
  const pairs = new Map();
  for (const entry of imports) {
    const pair = `${entry.from} -> ${entry.to}`;
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  const sortedPairs = [...pairs].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify({ count: imports.length, pairs: Object.fromEntries(sortedPairs), loops, imports }, null, 2)}\n`);
    return 0;
  }
  console.log(`Run-time imports between client features: ${imports.length}`);
  for (const [pair, count] of sortedPairs) console.log(`  ${String(count).padStart(4)}  ${pair}`);
  console.log(`Feature loops: ${loops.length}`);
  for (const loop of loops) console.log(`  ${loop.join(', ')}`);
  if (argv.includes('--list')) for (const entry of imports) console.log(`  ${entry.file}:${entry.line} -> ${entry.module}`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
