import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The inline scripts of the fake home page; their hashes must appear in its CSP. */
export const HOME_INLINE_SCRIPTS = ['self.__next_f=self.__next_f||[];', 'self.__next_f.push([1,"hello \\u003c/world"])'];

/**
 * Writes a small stand-in for a Next.js static export (`out/`) into a temp folder, with a
 * secret file beside it that must never be served. Returns the paths; `cleanup` removes all.
 */
export function writeFakeExport(): { base: string; out: string; cleanup(): void } {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-out-'));
  const out = path.join(base, 'out');
  const files: Record<string, string | Buffer> = {
    'index/home.html': page('home', HOME_INLINE_SCRIPTS),
    'index/home.txt': 'RSC home',
    'a/b.html': page('a/b'),
    'a/b/index.html': page('a/b index (shadowed by a/b.html)'),
    'a/c/index.html': page('a/c'),
    'transactions/_.html': page('transactions placeholder'),
    'transactions/_.txt': 'RSC transactions placeholder',
    'transactions/_/__next.transactions.$d$address.__PAGE__.txt': 'RSC transactions segment',
    '404.html': page('not found', ['self.notFound=1']),
    '_next/static/chunks/main-abc123.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
    '_next/static/css/app-def456.css': `body{color:red}${' '.repeat(2000)}`,
    '_next/static/css/app-def456.css.gz': gzipSync('/* precompressed */'),
    'manifest.webmanifest': JSON.stringify({ name: 'Wallet', start_url: '/index/home' }),
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'icons/icon-192.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    '.env': 'SECRET=1',
  };
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
    fs.writeFileSync(path.join(out, rel), content);
  }
  fs.writeFileSync(path.join(base, 'secret.txt'), 'TOP SECRET');
  fs.symlinkSync(path.join(base, 'secret.txt'), path.join(out, 'leak.txt'));
  return { base, out, cleanup: () => fs.rmSync(base, { recursive: true, force: true }) };
}

function page(title: string, inlineScripts: string[] = []): string {
  return [
    '<!DOCTYPE html><html><head>',
    `<title>${title}</title>`,
    '<script src="/_next/static/chunks/main-abc123.js" async=""></script>',
    ...inlineScripts.map((s) => `<script>${s}</script>`),
    `</head><body>${title}${' '.repeat(1200)}</body></html>`,
  ].join('');
}
