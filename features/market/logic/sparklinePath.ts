/**
 * The smallest vertical range a sparkline spans, as a fraction of its price (1 %): a stablecoin's
 * 0.01 % wiggle is drawn as the near-flat line it is, not stretched to fill the box like a 10 % move.
 */
export const SPARKLINE_MIN_SPAN = 0.01;

/**
 * The SVG path of a list sparkline: the points scaled into a `width` × `height` box, oldest at the
 * left, highest at the top, with `pad` units kept free at top and bottom so the stroke is not cut.
 * The vertical range is at least `minSpan` of the series' middle price, centred on the series, so
 * small moves stay small; a flat series is drawn through the middle; fewer than two points draw
 * nothing ('').
 *
 * @example sparklinePath([1, 2, 3], 100, 20) // 'M0,19L50,10L100,1'
 */
export function sparklinePath(points: readonly number[], width: number, height: number, pad = 1, minSpan = SPARKLINE_MIN_SPAN): string {
  const finite = points.filter((p) => Number.isFinite(p));
  if (finite.length < 2) return '';
  let low = Infinity;
  let high = -Infinity;
  for (const p of finite) {
    if (p < low) low = p;
    if (p > high) high = p;
  }
  const middle = (high + low) / 2;
  const span = Math.max(high - low, Math.abs(middle) * minSpan);
  const bottom = middle - span / 2;
  const inner = height - 2 * pad;
  const step = width / (finite.length - 1);
  const round = (n: number) => Math.round(n * 100) / 100;
  return finite
    .map((p, i) => {
      const y = span === 0 ? height / 2 : pad + inner - ((p - bottom) / span) * inner;
      return `${i === 0 ? 'M' : 'L'}${round(i * step)},${round(y)}`;
    })
    .join('');
}
