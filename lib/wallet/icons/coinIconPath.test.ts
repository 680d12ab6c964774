/** @jest-environment node */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { COIN_ICON_SYMBOLS } from './coinIconSymbols';
import { coinIconPath, UNKNOWN_COIN_ICON } from './coinIconPath';

const PUBLIC = join(process.cwd(), 'public');
const SPEC_SET = ['ADA', 'BCH', 'BNB', 'BTC', 'EOS', 'ETC', 'ETH', 'HT', 'IOTA', 'LTC', 'USDT', 'XRP', 'TRX', 'TRON', 'TRC', 'BSC'];

describe('coinIconPath', () => {
  it("maps the spec's local set to its own icons, in any case", () => {
    for (const symbol of SPEC_SET) expect(coinIconPath(symbol.toLowerCase())).toBe(`/coin-icons/${symbol}.svg`);
  });

  it('maps AISI (not in the icon package), unknown and odd symbols to UNKNOWN', () => {
    for (const symbol of ['AISI', 'NOPE123', '', '../ETH', 'ETH.svg', 'USD₮']) expect(coinIconPath(symbol)).toBe(UNKNOWN_COIN_ICON);
  });

  it('covers common tokens of the lists', () => {
    for (const symbol of ['USDC', 'DAI', 'LINK', 'UNI', 'AAVE', 'POL', 'ARB', 'OP']) expect(coinIconPath(symbol)).toBe(`/coin-icons/${symbol}.svg`);
  });

  it('has a file for every symbol it names, and no file it does not name', () => {
    const named = COIN_ICON_SYMBOLS.split(' ');
    const files = readdirSync(join(PUBLIC, 'coin-icons')).filter((f) => f.endsWith('.svg'));
    expect(files.sort()).toEqual([...named, 'UNKNOWN'].map((s) => `${s}.svg`).sort());
    expect(existsSync(join(PUBLIC, UNKNOWN_COIN_ICON))).toBe(true);
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
