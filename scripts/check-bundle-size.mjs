/**
 * The first-load JS budget (gzip) of every exported route: the scripts an HTML page loads before
 * it is interactive (its script tags, or its loader's list), summed after gzip. Fails (exit 1) when
 * a route is over its budget, when one of those scripts is large and lacks the compile hint
 * scripts/postbuild.mjs puts on those, or when one lacks its up-to-date brotli and gzip copies
 * (scripts/precompress.mjs), which the server would otherwise compress per request.
 * Run after `npm run build`: `node scripts/check-bundle-size.mjs`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { COMPILE_HINT, wantsCompileHint } from './compileHint.mjs';
import { firstLoadScripts, htmlFiles } from './exportedPages.mjs';
import { wantsCopies } from './precompress.mjs';

const OUT = 'out';
const KB = 1024;
/** Budgets in gzip bytes; the shell budget applies to every route not listed. */
const SHELL_BUDGET = 150 * KB;
const BUDGETS = {};

const gzipCache = new Map();
function gzipSize(src) {
  if (!gzipCache.has(src)) gzipCache.set(src, gzipSync(readFileSync(join(OUT, src)), { level: 9 }).length);
  return gzipCache.get(src);
}

function routeOf(file) {
  const r = '/' + relative(OUT, file).replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  return r === '/' ? '/' : r.replace(/\/$/, '');
}

const firstLoad = new Set();
const rows = [];
for (const file of htmlFiles(OUT)) {
  const scripts = firstLoadScripts(readFileSync(file, 'utf8'));
  for (const s of scripts) firstLoad.add(s);
  const bytes = scripts.reduce((sum, s) => sum + gzipSize(s), 0);
  const route = routeOf(file);
  rows.push({ route, scripts: scripts.length, bytes, budget: BUDGETS[route] ?? SHELL_BUDGET });
}
const unhinted = [...firstLoad].filter((s) => {
  const code = readFileSync(join(OUT, s), 'utf8');
  return !code.startsWith(COMPILE_HINT) && wantsCompileHint(code);
});
/** Whether a chunk that should have brotli and gzip copies lacks one, or has one older than it or not its bytes once decompressed. */
const lacksCopies = (src) => {
  const path = join(OUT, src);
  if (!wantsCopies(path)) return false;
  const body = readFileSync(path);
  const changed = statSync(path).mtimeMs;
  return [
    ['br', brotliDecompressSync],
    ['gz', gunzipSync],
  ].some(([extension, decompress]) => {
    const copy = `${path}.${extension}`;
    if (!existsSync(copy) || statSync(copy).mtimeMs < changed) return true;
    try {
      return !decompress(readFileSync(copy)).equals(body);
    } catch {
      return true;
    }
  });
};
const uncompressed = [...firstLoad].filter(lacksCopies);
rows.sort((a, b) => a.route.localeCompare(b.route));

let failed = false;
for (const r of rows) {
  const over = r.bytes > r.budget;
  failed ||= over;
  console.log(`${over ? 'OVER' : 'ok  '} ${r.route.padEnd(34)} ${(r.bytes / KB).toFixed(1).padStart(7)} kB gzip in ${String(r.scripts).padStart(2)} scripts (budget ${(r.budget / KB).toFixed(0)} kB)`);
}
if (rows.length === 0) {
  console.error('no exported pages found in out/: run `npm run build` first');
  process.exit(1);
}
if (unhinted.length) {
  console.error(`first-load chunks without the compile hint (scripts/postbuild.mjs): ${unhinted.join(', ')}`);
  failed = true;
}
if (uncompressed.length) {
  console.error(`first-load chunks without fresh .br and .gz copies (scripts/precompress.mjs): ${uncompressed.join(', ')}`);
  failed = true;
}
if (failed) {
  console.error('first-load JS over budget, not marked or not precompressed');
  process.exit(1);
}
