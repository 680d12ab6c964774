/** Which way a signed change went: its colour (the colour option's up or down) or neither. */
export type ChangeTrend = 'up' | 'down' | 'flat';

/**
 * The trend of a signed decimal change such as a 24-hour percentage ("2.35", "-1.2", "0"): a zero,
 * however written ("0.00", "-0", "+0"), is flat, drawn in neither the rise nor the fall colour
 * and without a sign, so a stablecoin at its peg does not read as rising.
 *
 * @example changeTrend('0.00') // 'flat'
 */
export function changeTrend(change: string): ChangeTrend {
  const text = change.trim();
  if (/^[-+]?0*(\.0*)?$/.test(text)) return 'flat';
  return text.startsWith('-') ? 'down' : 'up';
}
