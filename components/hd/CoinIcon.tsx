/** The spec's local coin icon set (SPEC §3); any other coin shows the UNKNOWN icon. */
const ICONS: Record<string, string> = {
  ADA: '#0033ad',
  AISI: '#6b3fa0',
  BCH: '#0ac18e',
  BNB: '#8a6508',
  BTC: '#a35a00',
  EOS: '#000000',
  ETC: '#328332',
  ETH: '#4a5bc4',
  HT: '#1b4dc1',
  IOTA: '#242424',
  LTC: '#345d9d',
  USDT: '#1a7f64',
  XRP: '#23292f',
  TRX: '#c4251b',
  TRON: '#c4251b',
  TRC: '#c4251b',
  BSC: '#8a6508',
};

/**
 * A coin's icon: a round badge in the coin's colour with its symbol, drawn here rather than loaded
 * (token list logos are third-party URLs the page's CSP does not allow, and no maintained icon
 * package fits the first-load budget). Decorative: the symbol is always written beside it.
 */
export function CoinIcon({ symbol }: { symbol: string }) {
  const key = symbol.toUpperCase();
  const known = key in ICONS;
  return (
    <span className="coin-icon" aria-hidden="true" data-icon={known ? key : 'UNKNOWN'} style={{ background: known ? ICONS[key] : '#7a8190' }}>
      {known ? key.slice(0, 4) : '?'}
    </span>
  );
}
