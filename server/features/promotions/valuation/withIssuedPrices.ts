import { PAY_DECIMALS } from '../../../../features/promotions/contract/promotionsRules';
import type { Clock } from '../../../core/accounts/accountDeps';
import type { PriceSnapshot, PriceSource } from '../../../core/prices/priceSource';
import type { Queryable } from '../../../db/db';
import { formatBaseUnits } from '../../../ledger/baseUnits';

/** The price store with the platform's own tokens added; `market` is the store as it was. */
export type IssuedPriceSource = PriceSource & { market: PriceSource; refresh(): Promise<void> };

/** How often the operator's prices are read again for valuation (a price set by the command shows within this). */
export const ISSUED_PRICES_REFRESH_MS = 5_000;

/**
 * The one price store, with the operator's price of each token the platform issued added where no
 * market lists it, so the wallet values the platform token and the second token (home total, coin
 * list) as it values every coin. A market's price, where there is one, stays. Activated points get
 * no price: they are not money. The operator's prices are read from the database (every server
 * instance sees a `price-set`), at most every ISSUED_PRICES_REFRESH_MS of the clock, in the
 * background: `snapshot()` stays cheap and never waits. Purchases never read this: they read the
 * market and the newest operator price themselves (currentPrice.ts, through `market`).
 *
 * @example const prices = withIssuedPrices(market.prices, db, clock)
 */
export function withIssuedPrices(market: PriceSource, db: Queryable, clock: Clock): IssuedPriceSource {
  let issued: ReadonlyMap<string, string> = new Map();
  let readAt = -Infinity;
  let reading: Promise<void> | null = null;
  const refresh = () =>
    (reading ??= db
      .query<{ coin: string; price: string }>(
        `SELECT DISTINCT ON (p.coin) p.coin, p.price::text AS price
           FROM promotion_prices p JOIN promotion_coins c ON c.symbol = p.coin AND c.role IN ('token', 'second')
          ORDER BY p.coin, p.id DESC`,
      )
      .then((rows) => {
        issued = new Map(rows.map((row) => [row.coin, formatBaseUnits(BigInt(row.price), PAY_DECIMALS)]));
      })
      // Before the migrations ran, or the database away for a moment: the last prices stay, the next snapshot tries again.
      .catch(() => {})
      .finally(() => {
        reading = null;
      }));
  return {
    market,
    refresh,
    snapshot(): PriceSnapshot {
      const now = clock().getTime();
      if (now - readAt >= ISSUED_PRICES_REFRESH_MS) {
        readAt = now;
        void refresh();
      }
      const snapshot = market.snapshot();
      const missing = [...issued].filter(([coin]) => !snapshot.usd.has(coin));
      return missing.length ? { ...snapshot, usd: new Map([...snapshot.usd, ...missing]) } : snapshot;
    },
    stop: () => market.stop(),
  };
}

