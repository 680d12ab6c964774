import path from 'node:path';
import { LOCALES as APP_LOCALES } from '@/lib/i18n/locales';
import { listLocales, mergeCatalogues } from '../scripts/messageCatalogue.mjs';

/**
 * Key parity of every message source (messages/shared and each features/<feature>/messages): each
 * locale's file mirrors its en.json's keys, order and placeholders. The merged catalogue of each
 * locale must be translated.
 */
const ROOT = path.join(__dirname, '..');
const { sources, catalogues } = mergeCatalogues(ROOT);
const LOCALES = listLocales(ROOT).filter((l) => l !== 'en');

/** Share of values allowed to equal the English text (bare placeholders, codes, etc.). */
const MAX_IDENTICAL_SHARE = 0.1;

type Tree = { [key: string]: unknown };

/** Flattens nested objects to dotted keys; leaves keep whatever value they hold. */
function flatten(tree: Tree, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) flatten(value as Tree, full, out);
    else out[full] = value;
  }
  return out;
}

/**
 * Names of the ICU arguments at the top level of a message: `{name}` and the head of
 * `{name, plural, ...}` / `{name, select, ...}`. Nested braces (plural branches) are skipped,
 * and ICU apostrophe quoting ('{' … ') is honoured.
 */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  let start = -1;
  for (let i = 0; i < message.length; i++) {
    const ch = message[i];
    if (ch === "'" && (message[i + 1] === '{' || message[i + 1] === '}' || message[i + 1] === "'")) {
      if (message[i + 1] === "'") {
        i++;
        continue;
      }
      const close = message.indexOf("'", i + 1);
      i = close === -1 ? message.length : close;
      continue;
    }
    if (ch === '{') {
      if (depth === 0) start = i + 1;
      depth++;
    } else if (ch === '}' && depth > 0) {
      depth--;
      if (depth === 0) {
        const head = message.slice(start, i).split(',')[0].trim();
        if (head) names.add(head);
      }
    }
  }
  return [...names].sort();
}

describe('message sources', () => {
  it('have the 11 locales of the app', () => {
    expect([...listLocales(ROOT)].sort()).toEqual([...APP_LOCALES].sort());
  });

  it('are the shared file and every feature with messages', () => {
    expect(sources[0].dir).toBe('messages/shared');
    expect(sources.map((s) => s.name)).toEqual(expect.arrayContaining(['shared', 'account', 'cloudWallet', 'hdWallet', 'home', 'security', 'settings', 'walletConnect']));
  });

  it('parses placeholders', () => {
    expect(placeholders('Account {accid}')).toEqual(['accid']);
    expect(placeholders('1 USD = {rate} {code}')).toEqual(['code', 'rate']);
    expect(placeholders('{count, plural, one {# item} other {# items in {place}}}')).toEqual(['count']);
    expect(placeholders("It'''s '{literal}' {real}")).toEqual(['real']);
  });
});

describe.each(sources.map((s) => [s.dir, s] as const))('%s', (_dir, source) => {
  const en = flatten(source.files.en as Tree);
  const enKeys = Object.keys(en).sort();

  it('en.json has only non-empty string values', () => {
    const bad = enKeys.filter((k) => typeof en[k] !== 'string' || (en[k] as string).trim() === '');
    expect(bad).toEqual([]);
  });

  describe.each(LOCALES)('%s.json', (locale) => {
    const messages = flatten(source.files[locale] as Tree);
    const keys = Object.keys(messages).sort();

    it('has exactly the keys of en.json', () => {
      const missing = enKeys.filter((k) => !(k in messages));
      const extra = keys.filter((k) => !(k in en));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('keeps the key order of en.json', () => {
      expect(Object.keys(messages).filter((k) => k in en)).toEqual(Object.keys(en).filter((k) => k in messages));
    });

    it('has only non-empty string values', () => {
      const bad = keys.filter((k) => typeof messages[k] !== 'string' || (messages[k] as string).trim() === '');
      expect(bad).toEqual([]);
    });

    it('uses the same placeholders as English', () => {
      const mismatched = enKeys
        .filter((k) => typeof messages[k] === 'string')
        .map((k) => ({ key: k, en: placeholders(en[k] as string), [locale]: placeholders(messages[k] as string) }))
        .filter((row) => row.en.join('|') !== (row[locale] as string[]).join('|'));
      expect(mismatched).toEqual([]);
    });
  });
});

describe.each(LOCALES)('the merged %s catalogue', (locale) => {
  it('is translated (fewer than 10% of values identical to English)', () => {
    const en = flatten(catalogues.en as Tree);
    const messages = flatten(catalogues[locale] as Tree);
    const enKeys = Object.keys(en);
    const identical = enKeys.filter((k) => messages[k] === en[k]);
    const share = identical.length / enKeys.length;
    if (share >= MAX_IDENTICAL_SHARE) {
      throw new Error(`${identical.length}/${enKeys.length} values identical to English: ${identical.join(', ')}`);
    }
    expect(share).toBeLessThan(MAX_IDENTICAL_SHARE);
  });
});
