import type { CSSProperties } from 'react';

/**
 * A large figure (a total, a balance) that never breaks inside the number: it stays on one line and
 * its font shrinks with its length so it fits the width of the nearest `.fit-room` container (CSS
 * container units; see globals.css). Its length is known when it renders, so no measuring script is
 * needed. Should the estimate be short (an unusual font), the end is cut with an ellipsis and the
 * whole figure stays in `title` and in the accessible text. A left-to-right run, so in Arabic the
 * currency sign stays in front and a cut never takes the leading digits.
 *
 * @example <FitNumber className="total-amount" text={formatFiat(total, currency)} testId="total-assets" />
 */
export function FitNumber({ text, className, testId }: { text: string; className?: string; testId?: string }) {
  const style = { '--fit-chars': Math.max(1, [...text].length) } as CSSProperties;
  return (
    <span dir="ltr" className={className ? `fit-number ${className}` : 'fit-number'} style={style} title={text} data-testid={testId}>
      {text}
    </span>
  );
}
