import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fs from 'node:fs/promises';
import type { Encoding } from './acceptEncoding';
import { inlineScriptHashes } from './inlineScriptHashes';

export type CachedHtml = {
  body: Buffer;
  /** CSP hashes of the page's inline scripts. */
  scriptHashes: string[];
  mtimeMs: number;
  /** Compressed bodies, made on first request for each encoding. */
  compressed: Partial<Record<Encoding, Buffer>>;
};

/**
 * Exported pages, read once per file version: hashing the inline scripts for the CSP and
 * compressing the page happen on first serve, not on every request. A rebuilt file (new mtime
 * or size) is read again.
 */
export class HtmlCache {
  private readonly entries = new Map<string, CachedHtml>();

  async get(file: string, stat: { mtimeMs: number; size: number }): Promise<CachedHtml> {
    const cached = this.entries.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.body.length === stat.size) return cached;
    const body = await fs.readFile(file);
    const entry: CachedHtml = {
      body,
      scriptHashes: inlineScriptHashes(body.toString('utf8')),
      mtimeMs: stat.mtimeMs,
      compressed: {},
    };
    this.entries.set(file, entry);
    return entry;
  }
}

/** The page body in `encoding`, compressed once and kept with the page. */
export function compressedHtml(entry: CachedHtml, encoding: Encoding): Buffer {
  entry.compressed[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(entry.body, { level: 9 });
  return entry.compressed[encoding];
}
