/**
 * An account name as other users see it on a red envelope: the first and last characters
 * (graphemes, so emoji and Arabic stay whole) with `*` between; two characters or fewer keep the
 * first one only.
 *
 * @example maskName('Alice') // 'A***e'
 * @example maskName('李雷') // '李*'
 */
export function maskName(name: string): string {
  const chars = [...new Intl.Segmenter().segment(name)].map((s) => s.segment);
  if (chars.length === 0) return '*';
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(3, chars.length - 2))}${chars[chars.length - 1]}`;
}
