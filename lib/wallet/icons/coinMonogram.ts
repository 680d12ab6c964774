/** A generated icon for a coin without one: up to three characters of its symbol on a colour of its own. */
export type CoinMonogram = { text: string; background: string; foreground: '#ffffff' };

/** WCAG AA for normal text: the letters stay readable on every background, in light and dark themes. */
export const MONOGRAM_MIN_CONTRAST = 4.5;

/**
 * The monogram of a symbol: its first three letters or digits (fewer for a shorter symbol), in white
 * on a colour whose hue comes from a hash of the whole symbol, so a coin always looks the same and
 * two coins rarely share a colour. The colour is darkened until white reaches 4.5:1 on it, which holds
 * whatever the page's theme is (the letters sit on the disc, not on the page).
 *
 * @example coinMonogram('aisi') // { text: 'AIS', background: 'hsl(…)', foreground: '#ffffff' }
 */
export function coinMonogram(symbol: string): CoinMonogram {
  const key = symbol.trim().toUpperCase();
  const chars = [...key].filter((c) => /[\p{L}\p{N}]/u.test(c));
  const text = chars.slice(0, 3).join('') || '·';
  const hue = fnv1a(key) % 360;
  const saturation = 60;
  let lightness = 50;
  while (lightness > 10 && contrastWithWhite(hslToRgb(hue, saturation, lightness)) < MONOGRAM_MIN_CONTRAST) lightness -= 1;
  return { text, background: `hsl(${hue} ${saturation}% ${lightness}%)`, foreground: '#ffffff' };
}

/** The contrast ratio of white on an sRGB colour (channels 0..255), per WCAG 2. */
export function contrastWithWhite([r, g, b]: readonly [number, number, number]): number {
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return 1.05 / (luminance + 0.05);
}

/** CSS `hsl(h s% l%)` as sRGB channels 0..255 (rounded as a browser would). */
export function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100;
  const l = lightness / 100;
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
