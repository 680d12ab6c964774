import path from 'node:path';
import { mergeCatalogues } from '../scripts/messageCatalogue.mjs';

/** Every locale; `in` is Hindi. */
const LOCALES = ['en', 'zh', 'fr', 'ar', 'el', 'in', 'ja', 'ko', 'ms', 'th', 'tr'] as const;

function values(tree: unknown, out: [string, string][] = [], prefix = ''): [string, string][] {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.push([full, value]);
    else if (value && typeof value === 'object') values(value, out, full);
  }
  return out;
}

const { catalogues } = mergeCatalogues(path.join(__dirname, '..'));
const load = (locale: string): unknown => catalogues[locale];

describe('user-facing wording', () => {
  it('says what the user cannot do and what to do instead, never how the server is configured', () => {
    const jargon = /on this server|configured|\bRPC\b|endpoint|rate feed/i;
    expect(values(load('en')).filter(([, text]) => jargon.test(text))).toEqual([]);
    // The translations: no RPC jargon, and in Chinese no "this server" / "configured".
    for (const locale of LOCALES) expect(values(load(locale)).filter(([, text]) => /\bRPC\b/.test(text))).toEqual([]);
    expect(values(load('zh')).filter(([, text]) => /本服务器|配置/.test(text))).toEqual([]);
  });
});
