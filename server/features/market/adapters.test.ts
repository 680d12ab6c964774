import { parseBinanceKlines, parseBinanceTickers } from './binanceAdapter';
import { parseCoinGeckoChart, parseCoinGeckoDescription, parseCoinGeckoMarkets } from './coingeckoAdapter';
import { changePercent, percentText } from './marketDecimals';
import { parsePriceFeedTickers } from './priceFeedAdapter';
import { recorded } from './testing/marketReplayServer';

const json = (name: string): unknown => JSON.parse(recorded(name));
const names = new Map([
  ['BTC', 'Bitcoin'],
  ['ETH', 'Ethereum'],
]);

describe('the Binance adapter', () => {
  it('reads the recorded 24-hour tickers: USDT pairs only, exact decimals, names from the coin list, ranked by volume', () => {
    const tickers = parseBinanceTickers(json('binance-ticker-24hr'), names, 600);
    expect(tickers.map((t) => [t.symbol, t.rank])).toEqual([
      ['BTC', 1],
      ['ETH', 2],
      ['XRP', 3],
      ['SHIB', 4],
    ]);
    expect(tickers[0]).toEqual({
      symbol: 'BTC',
      name: 'Bitcoin',
      provider: 'binance',
      sourceId: 'BTCUSDT',
      priceUsd: '107100',
      open24hUsd: '105800',
      high24hUsd: '107450',
      low24hUsd: '105500',
      volume24hUsd: '1281824000.12',
      change24hPercent: '1.23',
      marketCapUsd: null,
      rank: 1,
      sparkline: [],
      description: null,
    });
    // No name outside the coin list: the symbol. Tiny prices stay exact; a negative change rounds away from zero.
    expect(tickers[3]).toMatchObject({ name: 'SHIB', priceUsd: '0.00001152', change24hPercent: '-1.71' });
  });

  it('keeps at most the list size, by volume', () => {
    expect(parseBinanceTickers(json('binance-ticker-24hr'), names, 2).map((t) => t.symbol)).toEqual(['BTC', 'ETH']);
  });

  it('skips malformed and partial rows (no price, a zero price, no symbol) and keeps the rest', () => {
    const tickers = parseBinanceTickers(
      [{ symbol: 'BTCUSDT', lastPrice: '1' }, { symbol: 'BTCUSDT', lastPrice: '2' }, { lastPrice: '3' }, { symbol: 'USDT', lastPrice: '1' }, { symbol: 'a-bUSDT', lastPrice: '1' }, null],
      names,
      600,
    );
    expect(tickers).toEqual([expect.objectContaining({ symbol: 'BTC', priceUsd: '1', open24hUsd: null, volume24hUsd: null, change24hPercent: null, rank: 1 })]);
  });

  it.each([[null], [{}], ['text'], [[]], [[{ symbol: 'ETHBTC', lastPrice: '0.02' }]], [[{ symbol: 'OLDUSDT', lastPrice: '0.00000000' }]]])('refuses %j', (body) => {
    expect(() => parseBinanceTickers(body, names, 600)).toThrow(/binance ticker\/24hr/);
  });

  it('reads the recorded klines into candles, oldest first, exact', () => {
    expect(parseBinanceKlines(json('binance-klines-BTCUSDT-1h'))).toEqual([
      { openTime: 1751320800000, open: '106900', high: '107200', low: '106800', close: '107000' },
      { openTime: 1751324400000, open: '107000', high: '107450', low: '106950', close: '107100' },
      { openTime: 1751328000000, open: '107100', high: '107150', low: '107050', close: '107080.5' },
    ]);
  });

  it('skips a malformed kline row, accepts an empty answer, refuses one without a usable row', () => {
    expect(parseBinanceKlines([[1751320800000, '1', '1', '1', '2'], ['x', '1', '1', '1', '1'], [1751324400000, '1', '1', '1', 'bad'], 'junk'])).toEqual([
      { openTime: 1751320800000, open: '1', high: '1', low: '1', close: '2' },
    ]);
    expect(parseBinanceKlines([])).toEqual([]);
    expect(() => parseBinanceKlines([['x']])).toThrow(/binance klines/);
    expect(() => parseBinanceKlines({ code: -1121 })).toThrow(/binance klines/);
  });
});

describe('the CoinGecko adapter', () => {
  it('reads the recorded markets: exact decimals without exponent, the largest coin wins a shared symbol, 24 sparkline points', () => {
    const tickers = parseCoinGeckoMarkets(json('coingecko-coins-markets'));
    expect(tickers.map((t) => [t.symbol, t.sourceId, t.rank])).toEqual([
      ['BTC', 'bitcoin', 1],
      ['ETH', 'ethereum', 2],
      ['SHIB', 'shiba-inu', 20],
      ['NRK', 'no-rank', null],
    ]);
    const [btc, eth, shib, noRank] = tickers;
    expect(btc).toMatchObject({
      name: 'Bitcoin',
      provider: 'coingecko',
      priceUsd: '107100',
      open24hUsd: '105800',
      high24hUsd: '107450',
      low24hUsd: '105500',
      volume24hUsd: '28000000000',
      marketCapUsd: '2129000000000',
      change24hPercent: '1.23',
    });
    expect(btc!.sparkline).toHaveLength(24);
    expect(btc!.sparkline.at(-1)).toBe(107100);
    expect(eth).toMatchObject({ priceUsd: '2485.1', open24hUsd: '2431', change24hPercent: '2.23' });
    expect(shib).toMatchObject({ priceUsd: '0.00001152', open24hUsd: '0.00001172', high24hUsd: '0.0000118', change24hPercent: '-1.71' });
    expect(noRank).toMatchObject({ priceUsd: '0.5', volume24hUsd: '0', marketCapUsd: null, change24hPercent: null, open24hUsd: null, sparkline: [] });
  });

  it('refuses an answer that is not a list', () => {
    expect(() => parseCoinGeckoMarkets({ status: { error_code: 429 } })).toThrow(/coingecko coins\/markets/);
  });

  it('reads the recorded chart into candles of the granularity, the last point of a candle winning', () => {
    expect(parseCoinGeckoChart(json('coingecko-market-chart-bitcoin-1'), '5m')).toEqual([
      { openTime: 1751327700000, open: null, high: null, low: null, close: '107040' },
      { openTime: 1751328000000, open: null, high: null, low: null, close: '107100' },
      { openTime: 1751328300000, open: null, high: null, low: null, close: '107080.25' },
    ]);
    expect(parseCoinGeckoChart(json('coingecko-market-chart-bitcoin-1'), '1h').map((c) => [c.openTime, c.close])).toEqual([
      [1751324400000, '107040'],
      [1751328000000, '107080.25'],
    ]);
    expect(parseCoinGeckoChart({ prices: [] }, '1d')).toEqual([]);
    expect(() => parseCoinGeckoChart({ prices: [['x', 1]] }, '1d')).toThrow(/coingecko market_chart/);
    expect(() => parseCoinGeckoChart({ error: 'coin not found' }, '1d')).toThrow(/coingecko market_chart/);
  });

  it('reads a description as plain text', () => {
    expect(parseCoinGeckoDescription(json('coingecko-coin-bitcoin'))).toBe(
      'Bitcoin is the first successful internet money based on peer-to-peer technology; the Bitcoin network & its protocol.\nSecond paragraph.',
    );
    expect(parseCoinGeckoDescription({ description: { en: '  ' } })).toBeNull();
    expect(parseCoinGeckoDescription({})).toBeNull();
  });
});

describe('the price feed adapter (PRICE_FEED_URL)', () => {
  it('reads a map or a ticker list into prices-only tickers, with the change where the feed gives an open', () => {
    expect(parsePriceFeedTickers({ BTC: 107100.5 }, names)).toEqual([
      expect.objectContaining({ symbol: 'BTC', name: 'Bitcoin', provider: 'priceFeed', priceUsd: '107100.5', open24hUsd: null, change24hPercent: null, rank: null }),
    ]);
    const fromList = parsePriceFeedTickers(json('binance-ticker-24hr'), names);
    expect(fromList.find((t) => t.symbol === 'BTC')).toMatchObject({ priceUsd: '107100', open24hUsd: '105800', change24hPercent: '1.23' });
    expect(fromList.find((t) => t.symbol === 'USDT')).toMatchObject({ priceUsd: '1' });
    expect(() => parsePriceFeedTickers('oops', names)).toThrow(/price feed/);
  });
});

describe('market decimals', () => {
  it('round percentages half away from zero, exactly', () => {
    expect([percentText('1.225'), percentText('-1.225'), percentText(-0.004), percentText('2e-1'), percentText('x'), percentText(null)]).toEqual(['1.23', '-1.23', '0', '0.2', null, null]);
    expect([changePercent('107100', '105800'), changePercent('100', '101'), changePercent('5', '0'), changePercent('5', null)]).toEqual(['1.23', '-0.99', null, null]);
  });
});
