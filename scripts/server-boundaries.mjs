/**
 * The seal between the API host's features: counts the run-time imports from one feature folder
 * (server/features/<name>/) into another, and the loops they form. A feature depends on the core
 * (server/core, server/ledger, server/http, server/db, ...), never on another feature: type-only
 * imports are erased at compile time, so they are not counted; test files are counted apart (a
 * test may drive two features). Prints each crossing, then the totals.
 * Run: `node scripts/server-boundaries.mjs` (`--max N` exits 1 when non-test crossings exceed N).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'];

/** Every .ts/.tsx file below `dir`. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The relative specifiers a file imports at run time (`import type` and all-`type` brace lists skipped). */
export function runtimeSpecifiers(source) {
  const specifiers = [];
  const pattern = /^\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'(\.[^']*)'|import\(\s*'(\.[^']*)'\s*\)/gm;
  for (const match of source.matchAll(pattern)) {
    if (match[4]) {
      specifiers.push(match[4]);
      continue;
    }
    if (match[1]) continue;
    const names = /^\{([^}]*)\}$/.exec(match[2].trim());
    if (names && names[1].split(',').every((name) => name.trim() === '' || name.trim().startsWith('type '))) continue;
    specifiers.push(match[3]);
  }
  return specifiers;
}

/** `server/features/<name>/…` → `<name>`; anything else → null. */
export function featureOf(relativePath) {
  const parts = relativePath.split(sep).join('/').split('/');
  return parts[0] === 'server' && parts[1] === 'features' && parts.length > 3 ? parts[2] : null;
}

/** The feature → feature run-time imports below `root`, each as { from, to, file, specifier, test }. */
export function serverFeatureImports(root, feature = featureOf) {
  const crossings = [];
  for (const file of sourceFiles(join(root, 'server'))) {
    const from = feature(relative(root, file));
    if (!from) continue;
    for (const specifier of runtimeSpecifiers(readFileSync(file, 'utf8'))) {
      const target = relative(root, resolve(dirname(file), specifier));
      const to = EXTENSIONS.map((ext) => feature(target + ext)).find(Boolean);
      if (to && to !== from) crossings.push({ from, to, file: relative(root, file), specifier, test: /\.test\.tsx?$/.test(file) });
    }
  }
  return crossings;
}

/** The loops (strongly connected groups of two or more features) among these crossings. */
export function featureLoops(crossings) {
  const edges = new Map();
  for (const { from, to } of crossings) edges.set(from, new Set([...(edges.get(from) ?? []), to]));
  const reaches = (a, b, seen = new Set()) =>
    [...(edges.get(a) ?? [])].some((next) => next === b || (!seen.has(next) && seen.add(next) && reaches(next, b, seen)));
  const nodes = [...edges.keys()].sort();
  const loops = [];
  const placed = new Set();
  for (const node of nodes) {
    if (placed.has(node)) continue;
    const group = nodes.filter((other) => other === node || (reaches(node, other) && reaches(other, node)));
    if (group.length > 1) loops.push(group);
    group.forEach((member) => placed.add(member));
  }
  return loops;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const crossings = serverFeatureImports(root);
  const code = crossings.filter((c) => !c.test);
  for (const c of crossings) console.log(`${c.test ? 'test ' : ''}${c.from} -> ${c.to}: ${c.file} imports '${c.specifier}'`);
  const loops = featureLoops(code);
  console.log(`server feature -> feature run-time imports: ${code.length} (plus ${crossings.length - code.length} in tests); loops: ${loops.length}`);
  for (const loop of loops) console.log(`  loop: ${loop.join(', ')}`);
  const maxIndex = process.argv.indexOf('--max');
  if (maxIndex > 0 && code.length > Number(process.argv[maxIndex + 1])) process.exit(1);
}
