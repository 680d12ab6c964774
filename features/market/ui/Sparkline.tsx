import { sparklinePath } from '@/features/market/logic/sparklinePath';
import { sparklineTrend } from '@/features/market/logic/sparklineTrend';
import type { ChangeTrend } from '@/lib/format/changeTrend';
import styles from './Market.module.css';

const WIDTH = 64;
const HEIGHT = 24;

/**
 * A list row's 24-hour sparkline: a plain SVG line (no chart library in the list), coloured up,
 * down or neutral by the colour option like the change figure beside it (`trend`: that change's, so
 * the two never disagree; without one, the line's own ends decide). Its vertical range is at least
 * 1 % of the price (sparklinePath), so a stablecoin draws flat. Decorative: the change is written.
 */
export function Sparkline({ points, trend }: { points: readonly number[]; trend?: ChangeTrend }) {
  const d = sparklinePath(points, WIDTH, HEIGHT, 2);
  if (!d) return <span className={styles.sparkline} aria-hidden="true" />;
  return (
    <svg
      className={`${styles.sparkline} change-${trend ?? sparklineTrend(points)}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-testid="sparkline"
    >
      <path d={d} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
