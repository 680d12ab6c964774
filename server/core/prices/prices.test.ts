import { parseOpenPrices, parsePriceFeed } from './parsePriceFeed';
import { samplePriceSource } from './samplePriceSource';
import { decimalText, sumValues, usdValue, valueChange } from './usdValue';

describe('parsePriceFeed', () => {
  it('reads a map of symbol → USD price exactly', () => {
    expect(parsePriceFeed({ BTC: 107100.5, ETH: '2485.123456789012345678', SHIB: 1.152e-5, bad: 1, XRP: -1, DOGE: 'x' })).toEqual(
      new Map([
        ['BTC', '107100.5'],
        ['ETH', '2485.123456789012345678'],
        ['SHIB', '0.00001152'],
      ]),
    );
  });

  it("reads an exchange ticker list (Binance's /api/v3/ticker/price), USDT at 1", () => {
    const body = [
      { symbol: 'BTCUSDT', price: '107100.50000000' },
      { symbol: 'ETHBTC', price: '0.0232' },
      { symbol: 'ETHUSDT', price: '2485.10' },
      { symbol: 'USDCUSDT', price: '0.9998' },
      { symbol: 'USDT', price: '1' },
      { symbol: 'XRPUSD', price: '2.2' },
      'junk',
    ];
    expect(parsePriceFeed(body)).toEqual(
      new Map([
        ['BTC', '107100.5'],
        ['ETH', '2485.1'],
        ['USDC', '0.9998'],
        ['XRP', '2.2'],
        ['USDT', '1'],
      ]),
    );
  });

  it("reads a 24-hour ticker list (Binance's /api/v3/ticker/24hr): the last price now, the open price of a day before", () => {
    const body = [
      { symbol: 'BTCUSDT', lastPrice: '107100.00', openPrice: '105800.00', priceChangePercent: '1.229' },
      { symbol: 'ETHUSDT', lastPrice: '2485.1', openPrice: 'n/a' },
      { symbol: 'ETHBTC', lastPrice: '0.0232', openPrice: '0.0231' },
    ];
    expect(parsePriceFeed(body)).toEqual(new Map([['BTC', '107100'], ['ETH', '2485.1'], ['USDT', '1']]));
    expect(parseOpenPrices(body)).toEqual(new Map([['BTC', '105800'], ['USDT', '1']]));
    expect(parseOpenPrices([{ symbol: 'BTCUSDT', price: '1' }])).toEqual(new Map());
    expect(parseOpenPrices({ BTC: 1 })).toEqual(new Map());
  });

  it.each([[null], ['text'], [42], [[]], [{}], [[{ symbol: 'ETHBTC', price: '1' }]]])('refuses %j', (body) => {
    expect(() => parsePriceFeed(body)).toThrow(/price feed/);
  });
});

describe('usdValue', () => {
  it('multiplies base units by the price exactly, truncating to 8 decimals', () => {
    expect(decimalText(usdValue(150_000_000n, 8, '107100')!)).toBe('160650');
    expect(decimalText(usdValue(1n, 18, '2485')!)).toBe('0');
    expect(decimalText(usdValue(123_456_789n, 6, '0.333333333')!)).toBe('41.15226295');
    expect(usdValue(5n, 6, undefined)).toBeNull();
    expect(decimalText(sumValues([usdValue(1_000_000n, 6, '1.5'), null, usdValue(2n, 0, '0.25')]))).toBe('2');
  });
});

describe('valueChange', () => {
  const usd = (text: string) => usdValue(1n, 0, text)!;
  it('gives the amount and the percentage of the earlier value, rounded half away from zero to 2 decimals', () => {
    expect(valueChange(usd('107100'), usd('105800'))).toEqual({ usd: '1300', percent: '1.23' });
    expect(valueChange(usd('100'), usd('101'))).toEqual({ usd: '-1', percent: '-0.99' });
    expect(valueChange(usd('100.005'), usd('100'))).toEqual({ usd: '0.005', percent: '0.01' });
    expect(valueChange(usd('99.995'), usd('100'))).toEqual({ usd: '-0.005', percent: '-0.01' });
    expect(valueChange(usd('100.004'), usd('100'))).toEqual({ usd: '0.004', percent: '0' });
    expect(valueChange(usd('5'), usd('5'))).toEqual({ usd: '0', percent: '0' });
  });

  it('has no percentage of nothing', () => {
    expect(valueChange(usd('5'), usd('0'))).toBeNull();
  });
});

describe('sample prices', () => {
  it('are labelled sample with their date', () => {
    const snapshot = samplePriceSource().snapshot();
    expect(snapshot).toMatchObject({ source: 'sample', asOf: new Date('2025-07-01T00:00:00Z'), stale: false });
    expect(snapshot.usd.get('USDT')).toBe('1');
    for (const price of snapshot.usd.values()) expect(price).toMatch(/^\d+(\.\d+)?$/);
    // The day-before sample covers only coins with a price now.
    for (const [symbol, price] of snapshot.open24h!) expect([symbol, price, snapshot.usd.has(symbol)]).toEqual([symbol, expect.stringMatching(/^\d+(\.\d+)?$/), true]);
  });
});

// The price feed (PRICE_FEED_URL) is now a source of the market job, which also feeds these prices:
// its tests are in server/features/market/marketLive.test.ts.
