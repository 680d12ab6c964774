import { changeTrend } from '@/lib/format/changeTrend';

/**
 * A price change, coloured by the design tokens `--up` / `--down`, which the colour option
 * (SPEC §3: green up / red down, or the reverse) swaps on `<html>` for every figure at once. A zero
 * change is neither: no sign, the neutral text colour (`change-flat`).
 * `percent` is a decimal string such as "2.35", "-1.20" or "0".
 */
export function PriceChange({ percent, label }: { percent: string; label?: string }) {
  const trend = changeTrend(percent);
  const text = percent.trim();
  const shown = trend === 'flat' ? text.replace(/^[-+]/, '') : text;
  const sign = trend === 'up' && !text.startsWith('+') ? '+' : '';
  return (
    <span className={`change change-${trend}`} data-trend={trend}>
      {label && <span className="visually-hidden">{label} </span>}
      {sign}
      {shown}%
    </span>
  );
}
