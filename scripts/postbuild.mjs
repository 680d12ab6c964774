/**
 * Runs after `next build` (static export into out/):
 * 1. Moves the `/index/*` pages back where their URLs are: Turbopack exports a top-level segment
 *    named `index` to `out/index/index/*` (upstream Next bug), so `/index/home` would be missing.
 * 2. Marks the large chunks an exported page loads with a script tag (some route's first load) with
 *    V8's explicit compile hint, so Chromium compiles them while they stream in, off the main thread.
 * 3. Makes the first screens load their chunks after their first contentful paint.
 * 4. Builds the service worker (sw/sw.ts) and injects the precache manifest of out/ into it.
 * 5. Writes the brotli and gzip copies the server sends (scripts/precompress.mjs); last, as they
 *    must not be older than their files.
 */
import { build } from 'esbuild';
import { injectManifest } from '@serwist/build';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cloudCoinSymbols, SPEC_SET } from './coinIcons.mjs';
import { COMPILE_HINT, wantsCompileHint } from './compileHint.mjs';
import { chunkLoader, firstLoadScripts, htmlFiles } from './exportedPages.mjs';
import { precompress } from './precompress.mjs';

/** SPEC §3's local coin icon set and the cloud coins (the home list); scripts/coinIcons.mjs ships these and more. */
const PRECACHED_COIN_ICONS = new Set([...SPEC_SET, ...cloudCoinSymbols()]);
const OUT = 'out';

function moveIndexPages() {
  const nested = join(OUT, 'index', 'index');
  if (!existsSync(nested)) return 0;
  let moved = 0;
  for (const name of readdirSync(nested)) {
    renameSync(join(nested, name), join(OUT, 'index', name));
    moved++;
  }
  rmSync(nested, { recursive: true });
  return moved;
}

/**
 * Next's boot calls nearly every function of the first-load chunks at once (React DOM, the router,
 * the shell). Compiled lazily, on the main thread, that was one task of 55-105 ms on this machine
 * before Lighthouse's 4x slowdown; with the compile hint (scripts/compileHint.mjs) it is 20-25 ms
 * (docs/design/first-screen.md). Chunks loaded later (a screen's own, viem, WalletConnect) stay lazy.
 */
function markFirstLoadChunks() {
  // The module chunks; the nomodule polyfills are never run by a browser that reads the hint.
  const chunks = new Set(htmlFiles(OUT).flatMap((file) => firstLoadScripts(readFileSync(file, 'utf8'))));
  let marked = 0;
  for (const src of chunks) {
    const path = join(OUT, src);
    const code = readFileSync(path, 'utf8');
    if (!wantsCompileHint(code)) continue;
    if (!code.startsWith(COMPILE_HINT)) writeFileSync(path, COMPILE_HINT + code);
    marked++;
  }
  return { marked, total: chunks.size };
}

/**
 * The first screens (those exported with their content; the others are the start-up spinner) load
 * their chunks after their first contentful paint. Lighthouse's simulated LCP counts every script
 * downloaded before the largest paint as needed for it: with Next's async tags (or preloads), the
 * exported screen's paint was priced as if it waited for all the JavaScript, 1.4-2.2 s against
 * 0.8 s of FCP. An inline script adds the tags once the paint is reported, at once when nothing
 * will be painted first (a hidden tab, or a device whose screen is held under the skeleton:
 * lib/firstPaint), and after FIRST_PAINT_WAIT_MS at the latest. The price: the chunks start
 * downloading after the paint instead of with the stylesheet (docs/design/first-screen.md).
 */
const FIRST_PAINT_WAIT_MS = 3000;

function runChunksAfterFirstPaint() {
  let pages = 0;
  for (const file of htmlFiles(OUT)) {
    const html = readFileSync(file, 'utf8');
    if (html.includes('<main class="boot"')) continue;
    const tags = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g)];
    if (tags.length === 0) continue;
    const srcs = tags.map(([, src]) => src);
    let out = html;
    for (const [tag] of tags) out = out.replace(tag, '');
    // Next's own preload of a page chunk would fetch it before the paint all the same.
    for (const src of srcs) out = out.replace(`<link rel="preload" as="script" fetchPriority="low" href="${src}"/>`, '');
    out = out.replace('</body>', `${chunkLoader(srcs, FIRST_PAINT_WAIT_MS)}</body>`);
    writeFileSync(file, out);
    pages++;
  }
  return pages;
}

async function buildServiceWorker() {
  const bundled = join('.next', 'sw.bundle.js');
  await build({
    entryPoints: ['sw/sw.ts'],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    outfile: bundled,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: join(OUT, 'sw.js'),
    globDirectory: OUT,
    globPatterns: ['**/*.{html,txt,js,css,png,svg,ico,webmanifest,woff2}'],
    globIgnores: ['sw.js', '_not-found*', '_not-found/**'],
    // Turbopack's build id hashes are in the file names; HTML and payloads are revisioned by content.
    dontCacheBustURLsMatching: /^_next\/static\//,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    // Of the ~640 coin icons only the spec's local set and the cloud coins are precached (so the home
    // list works offline); the rest are cached by the worker when first shown.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.filter((entry) => {
          const icon = /^coin-icons\/([A-Z0-9]+)\.svg$/.exec(entry.url);
          return !icon || PRECACHED_COIN_ICONS.has(icon[1]);
        }),
        warnings: [],
      }),
    ],
  });
  for (const w of warnings) console.warn(w);
  return { count, size };
}

const moved = moveIndexPages();
const hinted = markFirstLoadChunks();
const deferred = runChunksAfterFirstPaint();
const { count, size } = await buildServiceWorker();
const compressed = await precompress(OUT);
console.log(
  `postbuild: moved ${moved} /index files; compile hint on ${hinted.marked} of ${hinted.total} first-load chunks; ${deferred} first screens run them after their first paint; service worker precaches ${count} files (${(size / 1024).toFixed(0)} KiB); brotli and gzip copies of ${compressed.files} files (${(compressed.bytes / 1024).toFixed(0)} KiB, ${(compressed.brotliBytes / 1024).toFixed(0)} KiB as brotli)`,
);
