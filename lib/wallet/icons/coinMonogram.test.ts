/** @jest-environment node */
import { coinMonogram, contrastWithWhite, hslToRgb, MONOGRAM_MIN_CONTRAST } from './coinMonogram';

const rgbOf = (background: string) => {
  const [h, s, l] = /^hsl\((\d+) (\d+)% (\d+)%\)$/.exec(background)!.slice(1).map(Number);
  return hslToRgb(h, s, l);
};

describe('coinMonogram', () => {
  it('is deterministic and case-blind: the same symbol always gets the same letters and colour', () => {
    expect(coinMonogram('AISI')).toEqual(coinMonogram('AISI'));
    expect(coinMonogram(' aisi ')).toEqual(coinMonogram('AISI'));
    expect(coinMonogram('AISI').text).toBe('AIS');
    expect(coinMonogram('OP').text).toBe('OP');
    expect(coinMonogram('$ZKP').text).toBe('ZKP');
    expect(coinMonogram('').text).toBe('·');
  });

  it('gives different symbols different colours (mostly)', () => {
    const symbols = ['AISI', 'NOPE', 'FOO', 'BAR', 'QUUX', 'XYZ', 'ABC', 'TEST', 'COIN', 'ZZZ'];
    expect(new Set(symbols.map((s) => coinMonogram(s).background)).size).toBeGreaterThanOrEqual(8);
  });

  it('keeps white letters at AA contrast (4.5:1) on every colour', () => {
    for (let i = 0; i < 2000; i++) {
      const { background, foreground } = coinMonogram(`S${i.toString(36).toUpperCase()}`);
      expect(foreground).toBe('#ffffff');
      expect(contrastWithWhite(rgbOf(background))).toBeGreaterThanOrEqual(MONOGRAM_MIN_CONTRAST);
    }
  });

  it('computes contrast and colours as WCAG and CSS do', () => {
    expect(contrastWithWhite([0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastWithWhite([255, 255, 255])).toBeCloseTo(1, 5);
    expect(hslToRgb(0, 100, 50)).toEqual([255, 0, 0]);
    expect(hslToRgb(120, 100, 25)).toEqual([0, 128, 0]);
    expect(hslToRgb(240, 60, 40)).toEqual([41, 41, 163]);
  });
});
