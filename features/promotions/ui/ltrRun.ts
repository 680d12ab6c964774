/**
 * "{amount} {coin}" kept as one left-to-right run inside a translated sentence, so an Arabic line
 * reads "المتاح: 100 USDT" with the number before its coin, not "USDT 100": the amount parameter
 * opens the run (LRI) and the coin parameter that follows it in every locale's message closes it
 * (PDI). A coin named on its own ("Not enough USDT") closes nothing: an unmatched PDI is ignored.
 * A number not followed by its coin is isolated whole (ltrText).
 *
 * @example t('available', { amount: openLtrRun('100'), coin: closeLtrRun('USDT') })
 */
export const ltrRun = {
  open: (amount: string) => `\u2066${amount}`,
  close: (coin: string) => `${coin}\u2069`,
};

/**
 * The parameters of a message whose word order differs between locales ("{left} {coin} sur vos
 * {cap}", "{cap} {coin} में से {left}"): each number directly followed by a coin in the message
 * (`raw`, the locale's text) opens a run, any other number is isolated whole, and the coins close.
 *
 * @example ltrRunParams(t.raw('boughtLeft'), { left: '30', cap: '100' }, { coin: 'AU' })
 */
export function ltrRunParams(raw: string, numbers: Record<string, string>, coins: Record<string, string>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(numbers)) {
    const opens = Object.keys(coins).some((coin) => raw.includes(`{${name}} {${coin}}`));
    params[name] = opens ? ltrRun.open(value) : `\u2066${value}\u2069`;
  }
  for (const [name, value] of Object.entries(coins)) params[name] = ltrRun.close(value);
  return params;
}
