import { ltrRun, ltrRunParams } from './ltrRun';

const LOCALES = ['en', 'zh', 'fr', 'ar', 'el', 'in', 'ja', 'ko', 'ms', 'th', 'tr'];
type Part = 'open' | 'close';
/** The messages that keep "{amount} {coin}" as one run, and how each parameter is passed. */
const USES: [string, Record<string, Part>][] = [
  ['available', { amount: 'open', coin: 'close' }],
  ['problems.overBalance', { balance: 'open', coin: 'close' }],
  ['boughtBody', { amount: 'open', coin: 'close', paid: 'open', fee: 'open', pay: 'close' }],
  ['discount.capReached', { cap: 'open', coin: 'close' }],
  ['discount.amountHint', { left: 'open', coin: 'close', balance: 'open', pay: 'close' }],
  ['discount.problems.overCap', { cap: 'open', left: 'open', coin: 'close' }],
  ['discount.problems.overBalance', { balance: 'open', pay: 'close' }],
  ['discount.boughtBody', { amount: 'open', coin: 'close', price: 'open', paid: 'open', fee: 'open', pay: 'close' }],
];

describe('ltrRun', () => {
  it.each(LOCALES)('closes every run it opens, and opens no run inside another, in %s', (locale) => {
    const messages = jest.requireActual(`../messages/${locale}.json`).promotions;
    for (const [key, parts] of USES) {
      const text = key.split('.').reduce((node, part) => node[part], messages) as unknown as string;
      const filled = text.replace(/\{(\w+)\}/g, (_, name: string) => {
        const part = parts[name];
        if (!part) throw new Error(`${locale} ${key}: {${name}} is not passed`);
        return part === 'open' ? ltrRun.open('1') : ltrRun.close('AU');
      });
      let depth = 0;
      for (const ch of filled) {
        if (ch === '\u2066') depth++;
        // A PDI with no run open (a coin named on its own) is ignored by the bidi algorithm.
        if (ch === '\u2069' && depth > 0) depth--;
        expect({ key, depth: Math.min(depth, 2) }).not.toEqual({ key, depth: 2 });
      }
      expect({ key, depth }).toEqual({ key, depth: 0 });
    }
    for (const key of ['allowanceMeter', 'boughtLeft']) {
      const raw = messages.discount[key] as string;
      const params = ltrRunParams(raw, { left: '40', cap: '100' }, { coin: 'AU' });
      const filled = raw.replace(/\{(\w+)\}/g, (_, name: string) => params[name]);
      let depth = 0;
      for (const ch of filled) {
        if (ch === '\u2066') depth++;
        if (ch === '\u2069' && depth > 0) depth--;
        expect({ key, depth: Math.min(depth, 2) }).not.toEqual({ key, depth: 2 });
      }
      expect({ key, depth }).toEqual({ key, depth: 0 });
      // The amount directly before the coin and the coin stay one run.
      expect(filled).toMatch(/\u2066(40|100) AU\u2069/);
    }
  });
});
