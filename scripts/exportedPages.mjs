/**
 * The files and pages of out/ and the scripts each page loads first: scripts/postbuild.mjs writes the
 * first screens' loader, scripts/check-bundle-size.mjs reads what every page loads.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, but in the folders named in `skip`. */
export function filesUnder(dir, skip = []) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : filesUnder(path, skip);
    return [path];
  });
}

/** Every HTML file under `dir` (Next's `_next` assets hold none). */
export function htmlFiles(dir) {
  return filesUnder(dir, ['_next']).filter((path) => path.endsWith('.html'));
}

const LOADER_START = '<script>(function(){var s=';

/**
 * The inline script that adds a first screen's chunk tags (`srcs`, as in the HTML) once the first
 * contentful paint is reported: at once when nothing will be painted first (a hidden tab, or a
 * device held under the skeleton, lib/firstPaint), and after `waitMs` at the latest.
 */
export function chunkLoader(srcs, waitMs) {
  return (
    `${LOADER_START}${JSON.stringify(srcs)},d=document,done=false;` +
    `function r(){if(done)return;done=true;s.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=true;d.body.appendChild(e)})}` +
    `if(d.visibilityState==='hidden'||d.documentElement.hasAttribute('data-hold'))return r();` +
    `try{new PerformanceObserver(function(l){l.getEntriesByName('first-contentful-paint').length&&r()}).observe({type:'paint',buffered:true})}catch(e){r()}` +
    `setTimeout(r,${waitMs})})()</script>`
  );
}

/** The scripts a page runs before it is interactive, as paths under out/: its module script tags and its loader's list. */
export function firstLoadScripts(html) {
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="\/([^"]+\.js)"([^>]*)>/g)].filter((m) => !/nomodule/i.test(m[1] + m[3])).map((m) => m[2]);
  const start = html.indexOf(LOADER_START);
  const loaded = start < 0 ? [] : JSON.parse(html.slice(start + LOADER_START.length, html.indexOf(']', start) + 1)).map((src) => src.slice(1));
  return [...new Set([...tags, ...loaded])];
}
