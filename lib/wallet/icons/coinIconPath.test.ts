/** @jest-environment node */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { COIN_ICON_SYMBOLS } from './coinIconSymbols';
import { coinIconPath } from './coinIconPath';

const PUBLIC = join(process.cwd(), 'public');
const SPEC_SET = ['ADA', 'BCH', 'BNB', 'BTC', 'EOS', 'ETC', 'ETH', 'HT', 'IOTA', 'LTC', 'USDT', 'XRP', 'TRX', 'TRON', 'TRC', 'BSC'];

describe('coinIconPath', () => {
  it("maps the spec's local set to its own icons, in any case", () => {
    for (const symbol of SPEC_SET) expect(coinIconPath(symbol.toLowerCase())).toBe(`/coin-icons/${symbol}.svg`);
  });

  it('has no file for AISI (no package has it), unknown and odd symbols: they get a monogram', () => {
    for (const symbol of ['AISI', 'NOPE123', '', '../ETH', 'ETH.svg', 'USD₮', 'UNKNOWN']) expect(coinIconPath(symbol)).toBeNull();
  });

  it("draws ARB with Arbitrum's glyph (the package's token icon is another project's), TON with Toncoin's", () => {
    const arb = readFileSync(join(PUBLIC, 'coin-icons', 'ARB.svg'), 'utf8');
    for (const colour of ['#12AAFF', '#213147', '#9DCCED']) expect(arb).toContain(`fill="${colour}"`);
    expect(readFileSync(join(PUBLIC, 'coin-icons', 'TON.svg'), 'utf8')).toContain('fill="#0098EA"');
  });

  it('covers common tokens of the lists', () => {
    for (const symbol of ['USDC', 'DAI', 'LINK', 'UNI', 'AAVE', 'POL', 'ARB', 'OP']) expect(coinIconPath(symbol)).toBe(`/coin-icons/${symbol}.svg`);
  });

  it('has a file for every symbol it names, and no file it does not name', () => {
    const named = COIN_ICON_SYMBOLS.split(' ');
    const files = readdirSync(join(PUBLIC, 'coin-icons')).filter((f) => f.endsWith('.svg'));
    expect(files.sort()).toEqual(named.map((s) => `${s}.svg`).sort());
    for (const symbol of named) expect(existsSync(join(PUBLIC, coinIconPath(symbol) ?? 'missing'))).toBe(true);
  });

  it('keeps the set small: under 2 MB, each icon a self-contained SVG', () => {
    const files = readdirSync(join(PUBLIC, 'coin-icons'));
    const total = files.reduce((sum, f) => sum + statSync(join(PUBLIC, 'coin-icons', f)).size, 0);
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });

  it('ships no icon that is all white (it would vanish on a white row)', () => {
    const colour = /(?:fill|stroke|stop-color)="([^"]*)"/gi;
    const white = new Set(['#fff', '#ffffff', 'white', 'none']);
    const invisible = readdirSync(join(PUBLIC, 'coin-icons')).filter((f) => {
      const colours = [...readFileSync(join(PUBLIC, 'coin-icons', f), 'utf8').matchAll(colour)].map((m) => m[1].toLowerCase());
      return colours.every((c) => white.has(c));
    });
    expect(invisible).toEqual([]);
  });
});
