/**
 * The SVG path of a list sparkline: the points scaled into a `width` × `height` box, oldest at the
 * left, highest at the top, with `pad` units kept free at top and bottom so the stroke is not cut.
 * A flat series is drawn through the middle; fewer than two points draw nothing ('').
 *
 * @example sparklinePath([1, 2, 3], 100, 20) // 'M0,19L50,10L100,1'
 */
export function sparklinePath(points: readonly number[], width: number, height: number, pad = 1): string {
  const finite = points.filter((p) => Number.isFinite(p));
  if (finite.length < 2) return '';
  let low = Infinity;
  let high = -Infinity;
  for (const p of finite) {
    if (p < low) low = p;
    if (p > high) high = p;
  }
  const span = high - low;
  const inner = height - 2 * pad;
  const step = width / (finite.length - 1);
  const round = (n: number) => Math.round(n * 100) / 100;
  return finite
    .map((p, i) => {
      const y = span === 0 ? height / 2 : pad + inner - ((p - low) / span) * inner;
      return `${i === 0 ? 'M' : 'L'}${round(i * step)},${round(y)}`;
    })
    .join('');
}

/** Whether a series ended lower than it began (the sparkline takes the "down" colour). */
export function sparklineFalling(points: readonly number[]): boolean {
  return points.length >= 2 && points[points.length - 1] < points[0];
}
