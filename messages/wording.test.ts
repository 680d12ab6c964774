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
    const serverTalk = /on this server|configured|endpoint|rate feed/i;
    // Adding a network (/hDnetworks) asks for its RPC URL: there "RPC" is the field's name, as in every wallet.
    const rpcJargon = ([key, text]: [string, string]) => /\bRPC\b/.test(text) && !key.startsWith('hd.networks.');
    expect(values(load('en')).filter((entry) => serverTalk.test(entry[1]) || rpcJargon(entry))).toEqual([]);
    // The translations: no RPC jargon outside that screen, and in Chinese no "this server" / "configured".
    for (const locale of LOCALES) expect(values(load(locale)).filter(rpcJargon)).toEqual([]);
    expect(values(load('zh')).filter(([, text]) => /本服务器|配置/.test(text))).toEqual([]);
  });
});
