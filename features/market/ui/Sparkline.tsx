import { sparklineFalling, sparklinePath } from '@/features/market/logic/sparklinePath';
import styles from './Market.module.css';

const WIDTH = 64;
const HEIGHT = 24;

/**
 * A list row's 24-hour sparkline: a plain SVG line (no chart library in the list), coloured up or
 * down by the colour option like the change figure beside it (`falling`: that change's sign, so the
 * two never disagree; without one, the line's own ends decide). Decorative: the change is written.
 */
export function Sparkline({ points, falling }: { points: readonly number[]; falling?: boolean }) {
  const d = sparklinePath(points, WIDTH, HEIGHT, 2);
  if (!d) return <span className={styles.sparkline} aria-hidden="true" />;
  return (
    <svg
      className={`${styles.sparkline} ${(falling ?? sparklineFalling(points)) ? 'change-down' : 'change-up'}`}
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
