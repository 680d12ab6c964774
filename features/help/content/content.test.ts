import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/i18n/locales';
import { FAQ_COUNT, type Block, type HelpContent, type LegalDoc, matchFaq } from '../logic/helpContent';

const read = (locale: string): HelpContent => JSON.parse(fs.readFileSync(path.join(__dirname, `${locale}.json`), 'utf8'));
const en = read('en');

/** The shape of a text with its strings left out: ids, section order, paragraph vs list and list lengths. */
function shape(content: HelpContent) {
  const blocks = (bs: Block[]) => bs.map((b) => (typeof b === 'string' ? 'p' : `ul${b.list.length}`));
  const doc = (d: LegalDoc) => ({ intro: blocks(d.intro), sections: d.sections.map((s) => [s.id, blocks(s.body)]) });
  return { faq: content.faq.map((e) => [e.id, blocks(e.a)]), agreement: doc(content.agreement), privacy: doc(content.privacy) };
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => (k === 'id' ? [] : strings(v)));
  return [];
}

describe('help content (features/help/content)', () => {
  it('has the 15 FAQ entries, ids 1 to 15, and the dates SPEC §1 and §9 state', () => {
    expect(en.faq.map((e) => e.id)).toEqual(Array.from({ length: FAQ_COUNT }, (_, i) => i + 1));
    expect(en.agreement.date).toContain('2021');
    expect(en.privacy.date).toContain('November 2022');
    const agreement = strings(en.agreement).join(' ');
    for (const must of ['Australia', 'never stored on our servers', 'irrevocable', 'under 18', 'sanctions', 'open-source', 'no service fee', '30 days', 'arbitration']) {
      expect(agreement).toContain(must);
    }
    expect(strings(en.privacy).join(' ')).toContain('within 30 days');
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has the same structure as en, no empty string, and is translated', (locale) => {
    const content = read(locale);
    expect(shape(content)).toEqual(shape(en));
    const texts = strings(content);
    expect(texts).toHaveLength(strings(en).length);
    for (const text of texts) expect(text.trim()).not.toBe('');
    // Numbers, product names (USDT, WalletConnect) and dates may match; the prose must not.
    const english = new Set(strings(en));
    const same = texts.filter((t) => english.has(t));
    expect(same).toEqual([]);
    // Every date keeps its year.
    expect(content.agreement.date).toContain('2021');
    expect(content.privacy.date).toContain('2022');
  });
});

describe('matchFaq', () => {
  it('finds entries by every word of the query, case-insensitively, and all with an empty query', () => {
    expect(matchFaq(en.faq, '', 'en')).toHaveLength(FAQ_COUNT);
    expect(matchFaq(en.faq, 'RED envelope', 'en').map((e) => e.id)).toContain(8);
    expect(matchFaq(en.faq, 'multiple 100', 'en').map((e) => e.id)).toEqual([7]);
    expect(matchFaq(en.faq, 'zzzz', 'en')).toEqual([]);
  });
});
