/**
 * A price change, coloured by the design tokens `--up` / `--down`, which the colour option
 * (SPEC §3: green up / red down, or the reverse) swaps on `<html>` for every figure at once.
 * `percent` is a decimal string such as "2.35" or "-1.20".
 */
export function PriceChange({ percent, label }: { percent: string; label?: string }) {
  const falling = percent.trim().startsWith('-');
  const sign = falling ? '' : '+';
  return (
    <span className={`change ${falling ? 'change-down' : 'change-up'}`} data-trend={falling ? 'down' : 'up'}>
      {label && <span className="visually-hidden">{label} </span>}
      {sign}
      {percent}%
    </span>
  );
}
